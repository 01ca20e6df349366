import type { PortfolioCompany } from '@sandglass/shared';
import { api } from '../../app/api';

export const portfolioApi = api.injectEndpoints({
  endpoints: (build) => ({
    portfolio: build.query<PortfolioCompany[], void>({
      query: () => '/portfolio',
      providesTags: ['Portfolio'],
    }),
  }),
});

export const { usePortfolioQuery } = portfolioApi;
