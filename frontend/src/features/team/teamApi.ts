import type { TeamMember, TeamMemberInput } from '@sandglass/shared';
import { api } from '../../lib/api';
import { named, resourceEndpoints, type Resource } from '../../lib/resourceEndpoints';

// Posts show their author's name and photo, so a change to a member refreshes them too.
const TEAM: Resource = { path: '/team', tag: 'Team', shownIn: ['BlogPost'], counted: true };

// The public list, then the admin console's page of a search and writes, under the list's tag.
export const teamApi = api.injectEndpoints({
  endpoints: (build) =>
    named('team', 'TeamMember', resourceEndpoints<TeamMember, TeamMemberInput>(build, TEAM)),
});

export const {
  useTeamQuery,
  useTeamPageQuery,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
} = teamApi;
