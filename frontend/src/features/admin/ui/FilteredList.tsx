import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { FilterButtons, type FilterButtonsProps } from '../../../ui/FilterButtons';
import { QueryState } from '../../../ui/QueryState';
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
    data?: { total: number };
    isLoading: boolean;
    isFetching: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** The filter buttons; the value `all` means no filter. */
  filter: FilterButtonsProps<Value | 'all'>;
  loadingMessage: string;
  errorMessage: string;
  /** Said when there is nothing at all (no filter, no search). */
  emptyMessage: string;
  count: string;
  /** The filter or search leaves nothing: "No {emptyNoun} match …", or `noneMessage`. */
  isEmpty: boolean;
  emptyNoun: string;
  noneMessage: string;
  /** The pager's singular and plural. */
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
  ...props
}: FilteredQueryListProps<Value>) {
  const total = query.data?.total ?? 0;
  return (
    <QueryState
      isLoading={query.isLoading}
      error={query.data ? undefined : query.error}
      onRetry={() => void query.refetch()}
      loadingMessage={props.loadingMessage}
      errorMessage={props.errorMessage}
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
        count={props.count}
        isEmpty={props.isEmpty}
        emptyMessage={emptyListMessage(list, props.emptyNoun, props.noneMessage)}
      >
        {props.children}
      </FilteredList>
      <ListPager controls={list} total={total} noun={props.noun} isFetching={query.isFetching} />
    </QueryState>
  );
}
