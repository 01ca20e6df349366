import { styled } from 'styled-components';
import { FilterButtons, type FilterButtonsProps } from './FilterButtons';
import { SearchField, type SearchFieldProps } from './SearchField';

const StyledBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

export interface SearchFilterBarProps<Value extends string> {
  /** The search box; `controls` names the results it narrows. */
  search: SearchFieldProps;
  /** The category buttons under it. */
  filter: FilterButtonsProps<Value>;
}

/** A public list's search box above its category buttons (insights, portfolio). */
export function SearchFilterBar<Value extends string>({
  search,
  filter,
}: SearchFilterBarProps<Value>) {
  return (
    <StyledBar>
      <SearchField {...search} />
      <FilterButtons {...filter} />
    </StyledBar>
  );
}
