import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { FilterButtons, type FilterButtonsProps } from '../../../ui/FilterButtons';
import { QueryState } from '../../../ui/QueryState';
import { countLabel } from '../../../lib/countLabel';
import { emptyListMessage, ListPager, type ListControls } from './ListControls';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface FilteredListProps<Value extends string> {
  /** The filter buttons above the list. */
  filter: FilterButtonsProps<Value>;
  /** Announced as it changes, e.g. "3 applications". */
  count: string;
  /** The filter leaves nothing to show: `emptyMessage` stands in for the list. */
  isEmpty: boolean;
  emptyMessage: string;
  /** The list itself. */
  children: ReactNode;
}

/** An admin list with its filter buttons and count above it, and a sentence when none match. */
export function FilteredList<Value extends string>({
  filter,
  count,
  isEmpty,
  emptyMessage,
  children,
}: FilteredListProps<Value>) {
  return (
    <>
      <StyledToolbar>
        <FilterButtons {...filter} />
        <StyledNote role="status">{count}</StyledNote>
      </StyledToolbar>
      {isEmpty ? <StyledNote>{emptyMessage}</StyledNote> : children}
    </>
  );
}

export interface FilteredQueryListProps<Value extends string> {
  /** The section's search box and pager; a new filter goes back to page 1. */
  list: ListControls;
  query: {
    data?: { items: readonly unknown[]; total: number };
    isLoading: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** The filter buttons; the value `all` means no filter. */
  filter: FilterButtonsProps<Value | 'all'>;
  /** Said when there is nothing at all (no filter, no search). */
  emptyMessage: string;
  /** Announced above the list; "3 applications" (the pager's count) unless given. */
  count?: string;
  /** The filter leaves nothing: said unless it is a search that found nothing. */
  noneMessage: string;
  /**
   * The pager's singular and plural; the plural also names the list in "Loading {plural}...",
   * "The {plural} could not be loaded." and "No {plural} match …".
   */
  noun: [string, string];
  children: ReactNode;
}

/**
 * An admin inbox-style list from a paged query: loading and error states, the filter buttons
 * and count, the list, and the pager.
 */
export function FilteredQueryList<Value extends string>({
  list,
  query,
  filter,
  noun,
  ...props
}: FilteredQueryListProps<Value>) {
  const total = query.data?.total ?? 0;
  return (
    <QueryState
      isLoading={query.isLoading}
      error={query.data ? undefined : query.error}
      onRetry={() => void query.refetch()}
      loadingMessage={`Loading ${noun[1]}...`}
      errorMessage={`The ${noun[1]} could not be loaded.`}
      isEmpty={total === 0 && filter.value === 'all' && !list.request.q}
      emptyMessage={props.emptyMessage}
    >
      <FilteredList
        filter={{
          ...filter,
          onChange: (value) => {
            filter.onChange(value);
            list.setPage(1);
          },
        }}
        count={props.count ?? countLabel(total, noun[0], noun[1])}
        isEmpty={(query.data?.items ?? []).length === 0}
        emptyMessage={emptyListMessage(list, noun[1], props.noneMessage)}
      >
        {props.children}
      </FilteredList>
      <ListPager controls={list} total={total} noun={noun} isFetching={query.isFetching} />
    </QueryState>
  );
}
