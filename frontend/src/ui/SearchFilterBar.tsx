import { styled } from 'styled-components';
import { FilterButtons, type FilterOption } from './FilterButtons';
import { SearchField } from './SearchField';

const StyledBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

/** A list's filters: one category (or a value meaning all of them) and the words typed. */
export type SearchFilters<Category extends string> = { category: Category; search: string };

export interface SearchFilterBarProps<Category extends string> {
  /** What the list holds, in the plural: "articles" labels the box "Search articles". */
  noun: string;
  /** The id of the results the filters narrow. */
  controls: string;
  options: readonly FilterOption<Category>[];
  filters: SearchFilters<Category>;
  /** New filters; `replace` while typing, so each keystroke is not a step of Back. */
  onChange: (next: SearchFilters<Category>, options?: { replace?: boolean }) => void;
}

/** A public list's search box above its category buttons (insights, portfolio). */
export function SearchFilterBar<Category extends string>({
  noun,
  controls,
  options,
  filters,
  onChange,
}: SearchFilterBarProps<Category>) {
  function handleSearch(search: string) {
    onChange({ ...filters, search }, { replace: true });
  }

  function handleCategory(category: Category) {
    onChange({ ...filters, category });
  }

  return (
    <StyledBar>
      <SearchField
        label={`Search ${noun}`}
        placeholder={`Search ${noun}...`}
        value={filters.search}
        onChange={handleSearch}
        controls={controls}
      />
      <FilterButtons
        label="Filter by category"
        options={options}
        value={filters.category}
        onChange={handleCategory}
      />
    </StyledBar>
  );
}
