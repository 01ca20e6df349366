import { useNavigation } from 'react-router-dom';
import { keyframes, styled } from 'styled-components';

const travel = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const StyledBar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  height: 3px;
  overflow: hidden;
  pointer-events: none;

  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${({ theme }) => theme.color.sandDeep};
    animation: ${travel} 1.1s ease-in-out infinite;
  }
`;

/** A thin bar at the top while the next page's code is being fetched. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <StyledBar aria-hidden="true" />;
}
