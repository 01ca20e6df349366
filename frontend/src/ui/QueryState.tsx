import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../lib/apiError';
import { Alert } from './Alert';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { LoadingScreen } from './LoadingScreen';

const StyledError = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(4)};
`;

export interface QueryStateProps {
  isLoading: boolean;
  /** The failure of the last request, if it failed and nothing was loaded before. */
  error: unknown;
  /**
   * Asks again; fire-and-forget, e.g. `() => void query.refetch()`: RTK Query's refetch never
   * rejects, its failure lands in the query's `error`, which this component shows.
   */
  onRetry: () => void;
  /** e.g. "Loading portfolio companies..." */
  loadingMessage: string;
  /** e.g. "The portfolio could not be loaded." when the server gave no sentence. */
  errorMessage: string;
  /** Whether the loaded list has nothing in it. */
  isEmpty?: boolean;
  /** What to say when there is nothing yet, and what to offer (e.g. an Add button). */
  emptyMessage?: ReactNode;
  emptyAction?: ReactNode;
  children: ReactNode;
}

/** A section's loading (the hourglass), error (with a retry), empty and loaded states. */
export function QueryState({
  isLoading,
  error,
  onRetry,
  loadingMessage,
  errorMessage,
  isEmpty = false,
  emptyMessage,
  emptyAction,
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
  if (isEmpty) return <EmptyState message={emptyMessage} actions={emptyAction} />;
  return children;
}
