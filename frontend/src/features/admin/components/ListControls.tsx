import type { ListRequest } from '@sandglass/shared';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { SearchField } from '../../../ui/SearchField';
import { countLabel } from '../../../lib/countLabel';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

/** Rows on one page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export interface ListControls {
  /** What the search box shows. */
  search: string;
  setSearch: (value: string) => void;
  setPage: (page: number) => void;
  /** What to ask the server for: the search once typing pauses, and the page. */
  request: ListRequest & { q: string };
}

/** The search and page of one admin list; a new search starts again at page 1. */
export function useListControls(): ListControls {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  return {
    search,
    setSearch: (value) => {
      setSearchText(value);
      setPage(1);
    },
    setPage,
    request: { q, page, pageSize: ADMIN_PAGE_SIZE },
  };
}

const StyledSearch = styled.div`
  max-width: 24rem;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export interface ListSearchProps {
  controls: ListControls;
  label: string;
  placeholder: string;
}

export function ListSearch({ controls, label, placeholder }: ListSearchProps) {
  return (
    <StyledSearch>
      <SearchField
        label={label}
        placeholder={placeholder}
        value={controls.search}
        onChange={controls.setSearch}
      />
    </StyledSearch>
  );
}

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledPagerButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ListPagerProps {
  controls: ListControls;
  total: number;
  /** Singular and plural, e.g. ['message', 'messages']. */
  noun: readonly [string, string];
  isFetching: boolean;
}

/** "42 messages · page 1 of 3" with Previous and Next. */
export function ListPager({ controls, total, noun, isFetching }: ListPagerProps) {
  const { page, pageSize } = controls.request;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <StyledPager aria-label={`Pages of ${noun[1]}`}>
      <p role="status">
        {countLabel(total, noun[0], noun[1])} · page {page} of {pages}
      </p>
      <StyledPagerButtons>
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1 || isFetching}
          onClick={() => controls.setPage(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages || isFetching}
          onClick={() => controls.setPage(page + 1)}
        >
          Next
        </Button>
      </StyledPagerButtons>
    </StyledPager>
  );
}

/** The empty-list sentence: what a search found nothing for, or the list's own. */
export function emptyListMessage(controls: ListControls, noun: string, emptyMessage: string) {
  return controls.request.q ? `No ${noun} match “${controls.request.q}”.` : emptyMessage;
}
