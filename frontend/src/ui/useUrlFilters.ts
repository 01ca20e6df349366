import { useSearchParams } from 'react-router-dom';
import { useHydrated } from './useHydrated';

/** Filters kept in the address: each field is a query parameter of the same name. */
export type UrlFilterValues = Record<string, string>;

export interface UrlFilters<Filters extends UrlFilterValues> {
  filters: Filters;
  /**
   * Puts the filters in the address. A new history entry by default (Back undoes it); `replace`
   * for changes made keystroke by keystroke, such as a search box.
   */
  setFilters: (next: Filters, options?: { replace?: boolean }) => void;
}

/** The query string for `filters`: fields at their default are left out, so links stay short. */
export function filtersToParams<Filters extends UrlFilterValues>(
  filters: Filters,
  defaults: Filters,
  current = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(filters)) {
    if (value === defaults[key]) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

/**
 * A list's filters read from and written to the query string, so a filtered list can be
 * shared and Back and Forward step through the filters. `parse` turns the address into valid
 * filters (an unknown category falls back to its default). While a pre-rendered page hydrates
 * the defaults show, as in the pre-rendered HTML; the address's filters apply right after.
 */
export function useUrlFilters<Filters extends UrlFilterValues>(
  defaults: Filters,
  parse: (params: URLSearchParams) => Filters,
): UrlFilters<Filters> {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();

  function setFilters(next: Filters, { replace = false } = {}) {
    setParams((current) => filtersToParams(next, defaults, current), { replace });
  }

  return { filters: hydrated ? parse(params) : defaults, setFilters };
}
