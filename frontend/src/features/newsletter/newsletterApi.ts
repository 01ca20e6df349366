import type {
  AcceptedResponse,
  ListPage,
  ListRequest,
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterIssueRecipient,
  NewsletterIssueUpdate,
  NewsletterRecipientStatus,
  NewsletterStatus,
  NewsletterSubscriber,
} from '@sandglass/shared';
import { api } from '../../lib/api';
import { listParams, toListPage } from '../../lib/listPage';

/** The subscriber list's filter, as the list and the CSV export take it. */
export type SubscriberFilter = { q?: string; status?: NewsletterStatus };

/** The admin console's (the public sign-up's own is signupApi.ts). */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    /** The CSV file's text (the list's filter, every page). */
    subscribersCsv: build.mutation<string, SubscriberFilter>({
      query: ({ q, status }) => ({
        url: '/newsletter/subscribers/export',
        params: { ...(q ? { q } : {}), ...(status ? { status } : {}) },
        responseHandler: 'text',
      }),
    }),
    deleteSubscriber: build.mutation<void, string>({
      query: (id) => ({ url: `/newsletter/subscribers/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Newsletter'],
    }),

    issuesPage: build.query<ListPage<NewsletterIssue>, ListRequest>({
      query: (request) => ({ url: '/newsletter/issues', params: listParams(request) }),
      transformResponse: toListPage<NewsletterIssue>,
      providesTags: ['NewsletterIssue'],
    }),
    issue: build.query<NewsletterIssue, string>({
      query: (id) => `/newsletter/issues/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'NewsletterIssue', id }],
    }),
    issueRecipients: build.query<
      ListPage<NewsletterIssueRecipient>,
      ListRequest & { id: string; status?: NewsletterRecipientStatus }
    >({
      query: ({ id, status, ...request }) => ({
        url: `/newsletter/issues/${id}/recipients`,
        params: { ...listParams(request), ...(status ? { status } : {}) },
      }),
      transformResponse: toListPage<NewsletterIssueRecipient>,
      providesTags: ['NewsletterIssue'],
    }),
    createIssue: build.mutation<NewsletterIssue, NewsletterIssueInput>({
      query: (body) => ({ url: '/newsletter/issues', method: 'POST', body }),
      invalidatesTags: ['NewsletterIssue'],
    }),
    updateIssue: build.mutation<NewsletterIssue, NewsletterIssueUpdate & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/newsletter/issues/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['NewsletterIssue'],
    }),
    deleteIssue: build.mutation<void, string>({
      query: (id) => ({ url: `/newsletter/issues/${id}`, method: 'DELETE' }),
      invalidatesTags: ['NewsletterIssue'],
    }),
    testIssue: build.mutation<AcceptedResponse, { id: string; email: string }>({
      query: ({ id, email }) => ({
        url: `/newsletter/issues/${id}/test`,
        method: 'POST',
        body: { email },
      }),
    }),
    sendIssue: build.mutation<NewsletterIssue, { id: string; scheduledAt?: string }>({
      query: ({ id, scheduledAt }) => ({
        url: `/newsletter/issues/${id}/send`,
        method: 'POST',
        body: scheduledAt ? { scheduledAt } : {},
      }),
      invalidatesTags: ['NewsletterIssue'],
    }),
    cancelIssue: build.mutation<NewsletterIssue, string>({
      query: (id) => ({ url: `/newsletter/issues/${id}/cancel`, method: 'POST' }),
      invalidatesTags: ['NewsletterIssue'],
    }),
  }),
});

export const {
  useSubscribersPageQuery,
  useSubscribersCsvMutation,
  useDeleteSubscriberMutation,
  useIssuesPageQuery,
  useIssueQuery,
  useIssueRecipientsQuery,
  useCreateIssueMutation,
  useUpdateIssueMutation,
  useDeleteIssueMutation,
  useTestIssueMutation,
  useSendIssueMutation,
  useCancelIssueMutation,
} = newsletterApi;
