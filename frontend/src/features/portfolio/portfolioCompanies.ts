import {
  normalizeTags,
  PORTFOLIO_CATEGORIES,
  type FallbackCompany,
  type PortfolioCategory,
} from '@sandglass/shared';
import { useEffect, useState } from 'react';
import { usePortfolioQuery } from './portfolioApi';
import {
  categorySearchFromParams,
  filterByCategorySearch,
  type CategorySearch,
} from '../../lib/categorySearch';
import { useDeferredData } from '../../lib/useDeferredData';

/** A company as the pages show it: from the server, or from the built-in list. */
export type ShownCompany = FallbackCompany;

export type CategoryFilter = PortfolioCategory | 'all';

export type CompanyFilters = CategorySearch<PortfolioCategory>;

export const NO_COMPANY_FILTERS: CompanyFilters = { category: 'all', search: '' };

/** The filters in an address such as `/portfolio?category=Healthcare&search=vision`. */
export function companyFiltersFromParams(params: URLSearchParams): CompanyFilters {
  return categorySearchFromParams(params, PORTFOLIO_CATEGORIES);
}

/** Spec section 5: case-insensitive match on name or description, combined with the category. */
export function filterCompanies<Company extends ShownCompany>(
  companies: readonly Company[],
  filters: CompanyFilters,
): Company[] {
  return filterByCategorySearch(companies, filters, (company) => [
    company.name,
    company.description,
  ]);
}

/** The first `max` AI tags of a company (the spec allows a JSON string; it may not parse). */
export function companyTags(company: Pick<ShownCompany, 'aiTags'>, max: number): string[] {
  return normalizeTags(company.aiTags, max);
}

export interface PortfolioCompanies {
  companies: readonly ShownCompany[];
  isLoading: boolean;
  /** The request failed: there is nothing trustworthy to show. */
  isError: boolean;
  refetch: () => void;
}

/**
 * The companies to show. An empty answer means no company was entered yet, so the built-in list
 * stands in (spec section 2), fetched only then; a failed request shows no list at all (the page
 * says so), because the built-in companies could contradict what the firm actually published.
 */
export function usePortfolioCompanies(): PortfolioCompanies {
  const { data, isLoading, isError, refetch } = useDeferredData(usePortfolioQuery());
  const [fallback, setFallback] = useState<readonly ShownCompany[]>();
  const needsFallback = data?.length === 0;

  useEffect(() => {
    if (!needsFallback) return;
    let current = true;
    void import('./fallbackPortfolio').then(({ FALLBACK_PORTFOLIO }) => {
      if (current) setFallback(FALLBACK_PORTFOLIO);
    });
    return () => {
      current = false;
    };
  }, [needsFallback]);

  return {
    companies: needsFallback ? (fallback ?? []) : (data ?? []),
    isLoading: isLoading || (needsFallback && !fallback),
    isError: isError && data === undefined,
    refetch: () => void refetch(),
  };
}

export const PORTFOLIO_UNAVAILABLE =
  'Portfolio companies will be displayed here once data is available.';
