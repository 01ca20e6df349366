import type { TeamMember } from '@sandglass/shared';
import { api } from '../../app/api';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    team: build.query<TeamMember[], void>({
      query: () => '/team',
      providesTags: ['Team'],
    }),
  }),
});

export const { useTeamQuery } = teamApi;
