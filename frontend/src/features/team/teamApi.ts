import type { TeamMember, TeamMemberInput } from '@sandglass/shared';
import { api } from '../../app/api';
import {
  resourceListEndpoint,
  resourcePageEndpoint,
  resourceWriteEndpoints,
  type Resource,
} from '../../app/resourceEndpoints';

// Posts show their author's name and photo, so a change to a member refreshes them too.
const TEAM: Resource = { path: '/team', tag: 'Team', shownIn: ['BlogPost'], counted: true };

export const teamApi = api.injectEndpoints({
  endpoints: (build) => {
    const writes = resourceWriteEndpoints<TeamMember, TeamMemberInput>(build, TEAM);
    return {
      team: resourceListEndpoint<TeamMember>(build, TEAM),

      // The admin console's, under the public list's tag.
      teamPage: resourcePageEndpoint<TeamMember>(build, TEAM),
      createTeamMember: writes.create,
      updateTeamMember: writes.update,
      deleteTeamMember: writes.remove,
    };
  },
});

export const {
  useTeamQuery,
  useTeamPageQuery,
  useCreateTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useDeleteTeamMemberMutation,
} = teamApi;
