import { useSyncExternalStore } from 'react';
import { keyframes, styled } from 'styled-components';
import { pageLoads } from './pageLoads';

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
  const loading = useSyncExternalStore(pageLoads.subscribe, pageLoads.isLoading, () => false);
  return loading ? <StyledBar aria-hidden="true" /> : null;
}
