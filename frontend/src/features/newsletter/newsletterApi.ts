import type {
  AcceptedResponse,
  ListPage,
  ListRequest,
  NewsletterSignupInput,
  NewsletterStatus,
  NewsletterSubscriber,
} from '@sandglass/shared';
import { api } from '../../lib/api';
import { listParams, toListPage } from '../../lib/listPage';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<AcceptedResponse, NewsletterSignupInput>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
      invalidatesTags: ['Newsletter'],
    }),

    // The admin console's.
    subscribersPage: build.query<
      ListPage<NewsletterSubscriber>,
      ListRequest & { status?: NewsletterStatus }
    >({
      query: ({ status, ...request }) => ({
        url: '/newsletter/subscribers',
        params: { ...listParams(request), ...(status ? { status } : {}) },
      }),
      transformResponse: toListPage<NewsletterSubscriber>,
      providesTags: ['Newsletter'],
    }),
  }),
});

export const { useSubscribeMutation, useSubscribersPageQuery } = newsletterApi;
