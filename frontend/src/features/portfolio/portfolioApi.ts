import type { PortfolioCompany, PortfolioCompanyInput } from '@sandglass/shared';
import { api } from '../../lib/api';
import { named, resourceEndpoints, type Resource } from '../../lib/resourceEndpoints';

const PORTFOLIO: Resource = { path: '/portfolio', tag: 'Portfolio', counted: true };

// The public list; then the admin console's: one page of a search, and the writes. Same tag as the
// public list, so an edit refreshes both.
export const portfolioApi = api.injectEndpoints({
  endpoints: (build) =>
    named(
      'portfolio',
      'Company',
      resourceEndpoints<PortfolioCompany, PortfolioCompanyInput>(build, PORTFOLIO),
    ),
});

export const {
  usePortfolioQuery,
  usePortfolioPageQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
} = portfolioApi;
