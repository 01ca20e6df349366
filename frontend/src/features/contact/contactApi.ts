import type { ContactInput, ContactSubmission, ListPage, ListRequest } from '@sandglass/shared';
import { api } from '../../lib/api';
import { listParams, toListPage } from '../../lib/listPage';
import { resourceDeleteEndpoint } from '../../lib/resourceEndpoints';

export interface ContactListRequest extends ListRequest {
  /** true: only messages not opened or marked read yet. */
  unread?: boolean;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<ContactSubmission, ContactInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      invalidatesTags: ['Contact', 'Overview'],
    }),

    // The admin inbox's.
    contactPage: build.query<ListPage<ContactSubmission>, ContactListRequest>({
      query: ({ unread, ...request }) => ({
        url: '/contact',
        params: { ...listParams(request), ...(unread ? { unread } : {}) },
      }),
      transformResponse: toListPage<ContactSubmission>,
      providesTags: ['Contact'],
    }),
    /** Messages not opened or marked read yet: the inbox's badge and the overview's count. */
    unreadContactCount: build.query<number, void>({
      query: () => ({ url: '/contact', params: { unread: true, pageSize: 1 } }),
      transformResponse: (rows: ContactSubmission[], meta) => toListPage(rows, meta).total,
      providesTags: ['Contact'],
    }),
    setContactRead: build.mutation<ContactSubmission, { id: string; isRead: boolean }>({
      query: ({ id, isRead }) => ({ url: `/contact/${id}`, method: 'PATCH', body: { isRead } }),
      // Every cached page of the inbox and the unread count show the new state at once, and go
      // back if the server refuses.
      async onQueryStarted({ id, isRead }, { dispatch, getState, queryFulfilled }) {
        const pages = contactApi.util
          .selectInvalidatedBy(getState(), ['Contact'])
          .filter(({ endpointName }) => endpointName === 'contactPage');
        const patches = pages.map(({ originalArgs }) =>
          dispatch(
            contactApi.util.updateQueryData(
              'contactPage',
              originalArgs as ContactListRequest,
              (page) => {
                const message = page.items.find((candidate) => candidate.id === id);
                if (message) message.isRead = isRead;
              },
            ),
          ),
        );
        const changedAny = patches.some((patch) => patch.patches.length > 0);
        if (changedAny) {
          patches.push(
            dispatch(
              contactApi.util.updateQueryData('unreadContactCount', undefined, (count) =>
                Math.max(0, count + (isRead ? -1 : 1)),
              ),
            ),
          );
        }
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches.reverse()) patch.undo();
        }
      },
      invalidatesTags: ['Contact'],
    }),
    deleteContact: resourceDeleteEndpoint(build, {
      path: '/contact',
      tag: 'Contact',
      counted: true,
    }),
  }),
});

export const {
  useSendContactMutation,
  useContactPageQuery,
  useUnreadContactCountQuery,
  useSetContactReadMutation,
  useDeleteContactMutation,
} = contactApi;
