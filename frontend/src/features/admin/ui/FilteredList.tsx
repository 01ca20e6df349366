import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { FilterButtons, type FilterButtonsProps } from '../../../ui/FilterButtons';

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
