import { PORTFOLIO_CATEGORIES } from '@sandglass/shared';
import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import type { FilterOption } from '../../../ui/FilterButtons';
import { SearchFilterBar } from '../../../ui/SearchFilterBar';
import { SkeletonCards } from '../../../ui/Skeleton';
import { useUrlFilters } from '../../../ui/useUrlFilters';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import {
  companyFiltersFromParams,
  filterCompanies,
  NO_COMPANY_FILTERS,
  PORTFOLIO_UNAVAILABLE,
  usePortfolioCompanies,
  type CategoryFilter,
} from '../portfolioCompanies';
import { CompanyGrid } from './CompanyGrid';

const CATEGORY_OPTIONS: readonly FilterOption<CategoryFilter>[] = [
  { value: 'all', label: 'All' },
  ...PORTFOLIO_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** Spec section 2: search and category filter over the portfolio, with its empty states. */
export function PortfolioExplorer() {
  const { companies, isLoading, isError, refetch } = usePortfolioCompanies();
  const { filters, setFilters } = useUrlFilters(NO_COMPANY_FILTERS, companyFiltersFromParams);
  const resultsId = useId();
  const shown = filterCompanies(companies, filters);

  function handleClear() {
    setFilters(NO_COMPANY_FILTERS);
  }

  if (isError) {
    return (
      <EmptyState
        message={PORTFOLIO_UNAVAILABLE}
        actions={
          <Button variant="secondary" onClick={refetch}>
            Try again
          </Button>
        }
      />
    );
  }

  return (
    <>
      <SearchFilterBar
        noun="companies"
        controls={resultsId}
        options={CATEGORY_OPTIONS}
        filters={filters}
        onChange={setFilters}
      />
      <div id={resultsId}>
        {isLoading ? (
          <SkeletonCards count={6} label="Loading companies..." />
        ) : (
          <>
            <VisuallyHidden role="status">
              {shown.length === 1 ? '1 company shown' : `${shown.length} companies shown`}
            </VisuallyHidden>
            {shown.length > 0 ? (
              <CompanyGrid companies={shown} maxTags={2} />
            ) : (
              <EmptyState
                title="No companies found"
                message="Try another search term or category."
                actions={
                  <Button variant="secondary" onClick={handleClear}>
                    Clear Filters
                  </Button>
                }
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
