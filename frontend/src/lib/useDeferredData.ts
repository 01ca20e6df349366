import { useDeferredValue } from 'react';

export interface ListQuery<Data> {
  data?: Data;
  isError: boolean;
  refetch: () => unknown;
}

export interface DeferredData<Data> {
  data: Data | undefined;
  isLoading: boolean;
  /** The request failed and there is nothing to show. */
  isError: boolean;
  refetch: () => void;
}

/**
 * Defers rendering an RTK Query result's data, not the request (which starts at once): the data
 * is rendered in a transition when it arrives, so React renders the list in slices instead of one
 * long task and the page stays responsive while it appears. Until then the list shows as loading.
 */
export function useDeferredData<Data>(query: ListQuery<Data>): DeferredData<Data> {
  const data = useDeferredValue(query.data);
  const failed = query.isError && data === undefined;
  return {
    data,
    isLoading: data === undefined && !failed,
    isError: failed,
    refetch: () => void query.refetch(),
  };
}
