import { styled } from 'styled-components';
import { Hourglass } from './Hourglass';

const StyledLoadingScreen = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 50vh;
  padding: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.color.inkMuted};
  text-align: center;
`;

export interface LoadingScreenProps {
  message?: string;
}

/** The hourglass and a message, announced politely while something loads. */
export function LoadingScreen({ message = 'Loading...' }: LoadingScreenProps) {
  return (
    <StyledLoadingScreen role="status" aria-live="polite">
      <Hourglass />
      <p>{message}</p>
    </StyledLoadingScreen>
  );
}
