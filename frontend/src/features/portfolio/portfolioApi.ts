import type {
  ListPage,
  ListRequest,
  PortfolioCompany,
  PortfolioCompanyInput,
} from '@sandglass/shared';
import { api } from '../../app/api';
import { listParams, toListPage } from '../../app/listPage';
import type { Update } from '../../app/update';

export const portfolioApi = api.injectEndpoints({
  endpoints: (build) => ({
    portfolio: build.query<PortfolioCompany[], void>({
      query: () => '/portfolio',
      providesTags: ['Portfolio'],
    }),

    // The admin console's: one page of a search, and the writes. Same tag as the public list,
    // so an edit refreshes both.
    portfolioPage: build.query<ListPage<PortfolioCompany>, ListRequest>({
      query: (request) => ({ url: '/portfolio', params: listParams(request) }),
      transformResponse: toListPage<PortfolioCompany>,
      providesTags: ['Portfolio'],
    }),
    createCompany: build.mutation<PortfolioCompany, PortfolioCompanyInput>({
      query: (body) => ({ url: '/portfolio', method: 'POST', body }),
      invalidatesTags: ['Portfolio', 'Overview'],
    }),
    updateCompany: build.mutation<PortfolioCompany, Update<PortfolioCompanyInput>>({
      query: ({ id, changes }) => ({ url: `/portfolio/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Portfolio'],
    }),
    deleteCompany: build.mutation<void, string>({
      query: (id) => ({ url: `/portfolio/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Portfolio', 'Overview'],
    }),
  }),
});

export const {
  usePortfolioQuery,
  usePortfolioPageQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
} = portfolioApi;
