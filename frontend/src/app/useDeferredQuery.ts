import { useDeferredValue } from 'react';

export interface ListQuery<Data> {
  data?: Data;
  isError: boolean;
  refetch: () => unknown;
}

export interface DeferredQuery<Data> {
  data: Data | undefined;
  isLoading: boolean;
  /** The request failed and there is nothing to show. */
  isError: boolean;
  refetch: () => void;
}

/**
 * An RTK Query result whose data is rendered in a transition when it arrives: React renders the
 * list in slices instead of one long task, so the page stays responsive while it appears. Until
 * then the list keeps showing as loading.
 */
export function useDeferredQuery<Data>(query: ListQuery<Data>): DeferredQuery<Data> {
  const data = useDeferredValue(query.data);
  const failed = query.isError && data === undefined;
  return {
    data,
    isLoading: data === undefined && !failed,
    isError: failed,
    refetch: () => void query.refetch(),
  };
}
