import type { ListPage, ListRequest, TeamMember, TeamMemberInput } from '@sandglass/shared';
import { api } from '../../app/api';
import { listParams, toListPage } from '../../app/listPage';
import type { Update } from '../../app/update';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    team: build.query<TeamMember[], void>({
      query: () => '/team',
      providesTags: ['Team'],
    }),

    // The admin console's, under the public list's tag.
    teamPage: build.query<ListPage<TeamMember>, ListRequest>({
      query: (request) => ({ url: '/team', params: listParams(request) }),
      transformResponse: toListPage<TeamMember>,
      providesTags: ['Team'],
    }),
    createTeamMember: build.mutation<TeamMember, TeamMemberInput>({
      query: (body) => ({ url: '/team', method: 'POST', body }),
      invalidatesTags: ['Team', 'Overview'],
    }),
    // Posts show their author's name and photo, so a change to a member refreshes them too.
    updateTeamMember: build.mutation<TeamMember, Update<TeamMemberInput>>({
      query: ({ id, changes }) => ({ url: `/team/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Team', 'BlogPost'],
    }),
    deleteTeamMember: build.mutation<void, string>({
      query: (id) => ({ url: `/team/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Team', 'BlogPost', 'Overview'],
    }),
  }),
});

export const {
  useTeamQuery,
  useTeamPageQuery,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
} = teamApi;
