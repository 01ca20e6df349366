import type { ListPage, ListRequest, MembershipRequest, PublicUser, Role } from '@sandglass/shared';
import { api } from '../../../lib/api';
import { listParams, toListPage } from '../../../lib/listPage';

/** Accounts, for the admin console only: the auth service's user management. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    usersPage: build.query<ListPage<PublicUser>, ListRequest>({
      query: (request) => ({ url: '/auth/users', params: listParams(request) }),
      transformResponse: toListPage<PublicUser>,
      providesTags: ['User'],
    }),
    changeUserRole: build.mutation<PublicUser, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `/auth/users/${id}`, method: 'PATCH', body: { role } }),
      invalidatesTags: ['User'],
    }),
    /** Requests waiting for an answer, the longest-waiting first (the first 50). */
    pendingMembershipRequests: build.query<ListPage<MembershipRequest>, void>({
      query: () => ({ url: '/auth/membership-requests', params: { pageSize: 50 } }),
      transformResponse: toListPage<MembershipRequest>,
      providesTags: ['MembershipRequest'],
    }),
    answerMembershipRequest: build.mutation<
      MembershipRequest,
      { id: string; answer: 'approve' | 'decline' }
    >({
      query: ({ id, answer }) => ({
        url: `/auth/membership-requests/${encodeURIComponent(id)}/${answer}`,
        method: 'POST',
      }),
      invalidatesTags: ['MembershipRequest', 'User'],
    }),
  }),
});

export const {
  useUsersPageQuery,
  useChangeUserRoleMutation,
  usePendingMembershipRequestsQuery,
  useAnswerMembershipRequestMutation,
} = usersApi;
