import type {
  ApplicationStatus,
  ListPage,
  ListRequest,
  Program,
  ProgramApplication,
  ProgramApplicationInput,
  ProgramApplicationUpdate,
  ProgramInput,
} from '@sandglass/shared';
import { api } from '../../lib/api';
import { listParams, toListPage } from '../../lib/listPage';
import { named, resourceEndpoints, type Resource } from '../../lib/resourceEndpoints';
import type { Update } from '../../lib/update';

// Applications name their program, so a change to one refreshes them too.
const PROGRAMS: Resource = { path: '/programs', tag: 'Program', shownIn: ['Application'] };

export interface ApplicationRequest {
  programId: string;
  application: ProgramApplicationInput;
}

export const programsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The public list; the admin console's page of a search and writes, under its tags.
    ...named('programs', 'Program', resourceEndpoints<Program, ProgramInput>(build, PROGRAMS)),
    applyToProgram: build.mutation<ProgramApplication, ApplicationRequest>({
      query: ({ programId, application }) => ({
        url: `/programs/${encodeURIComponent(programId)}/applications`,
        method: 'POST',
        body: application,
      }),
      invalidatesTags: ['Application'],
    }),

    applicationsPage: build.query<
      ListPage<ProgramApplication>,
      ListRequest & { status?: ApplicationStatus }
    >({
      query: ({ status, ...request }) => ({
        url: '/programs/applications',
        params: { ...listParams(request), ...(status ? { status } : {}) },
      }),
      transformResponse: toListPage<ProgramApplication>,
      providesTags: ['Application'],
    }),
    updateApplication: build.mutation<ProgramApplication, Update<ProgramApplicationUpdate>>({
      query: ({ id, changes }) => ({
        url: `/programs/applications/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['Application'],
    }),
  }),
});

export const {
  useProgramsQuery,
  useApplyToProgramMutation,
  useProgramsPageQuery,
  useCreateProgramMutation,
  useUpdateProgramMutation,
  useDeleteProgramMutation,
  useApplicationsPageQuery,
  useUpdateApplicationMutation,
} = programsApi;
