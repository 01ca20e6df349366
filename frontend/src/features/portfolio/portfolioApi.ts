import type { PortfolioCompany, PortfolioCompanyInput } from '@sandglass/shared';
import { api } from '../../app/api';
import {
  resourceListEndpoint,
  resourcePageEndpoint,
  resourceWriteEndpoints,
  type Resource,
} from '../../app/resourceEndpoints';

const PORTFOLIO: Resource = { path: '/portfolio', tag: 'Portfolio', counted: true };

export const portfolioApi = api.injectEndpoints({
  endpoints: (build) => {
    const writes = resourceWriteEndpoints<PortfolioCompany, PortfolioCompanyInput>(
      build,
      PORTFOLIO,
    );
    return {
      portfolio: resourceListEndpoint<PortfolioCompany>(build, PORTFOLIO),

      // The admin console's: one page of a search, and the writes. Same tag as the public list,
      // so an edit refreshes both.
      portfolioPage: resourcePageEndpoint<PortfolioCompany>(build, PORTFOLIO),
      createCompany: writes.create,
      updateCompany: writes.update,
      deleteCompany: writes.remove,
    };
  },
});

export const {
  usePortfolioQuery,
  usePortfolioPageQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
} = portfolioApi;
