import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../app/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { LoadingScreen } from '../../../ui/LoadingScreen';

const StyledError = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledEmpty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)}`};
  border: 1px dashed ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  text-align: center;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface QueryStateProps {
  isLoading: boolean;
  /** The failure of the last request, if it failed and nothing was loaded before. */
  error: unknown;
  onRetry: () => void;
  /** e.g. "Loading portfolio companies..." */
  loadingMessage: string;
  /** e.g. "The portfolio could not be loaded." when the server gave no sentence. */
  errorMessage: string;
  isEmpty: boolean;
  /** What to say (and offer) when there is nothing yet. */
  empty: ReactNode;
  children: ReactNode;
}

/** A section's loading (the hourglass), error (with a retry), empty and loaded states. */
export function QueryState({
  isLoading,
  error,
  onRetry,
  loadingMessage,
  errorMessage,
  isEmpty,
  empty,
  children,
}: QueryStateProps) {
  if (isLoading) return <LoadingScreen message={loadingMessage} />;
  if (error) {
    return (
      <StyledError>
        <Alert title={errorMessage}>
          {apiErrorMessage(error, 'Check your connection and try again.')}
        </Alert>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </StyledError>
    );
  }
  if (isEmpty) return <StyledEmpty>{empty}</StyledEmpty>;
  return children;
}
