import type { ListPage, ListRequest, PublicUser, Role } from '@sandglass/shared';
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
  }),
});

export const { useUsersPageQuery, useChangeUserRoleMutation } = usersApi;
