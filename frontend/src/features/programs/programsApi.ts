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
import { api } from '../../app/api';
import { listParams, toListPage } from '../../app/listPage';
import type { Update } from '../../app/update';

export interface ApplicationRequest {
  programId: string;
  application: ProgramApplicationInput;
}

export const programsApi = api.injectEndpoints({
  endpoints: (build) => ({
    programs: build.query<Program[], void>({
      query: () => '/programs',
      providesTags: ['Program'],
    }),
    applyToProgram: build.mutation<ProgramApplication, ApplicationRequest>({
      query: ({ programId, application }) => ({
        url: `/programs/${encodeURIComponent(programId)}/applications`,
        method: 'POST',
        body: application,
      }),
      invalidatesTags: ['Application'],
    }),

    // The admin console's, under the public list's tags.
    programsPage: build.query<ListPage<Program>, ListRequest>({
      query: (request) => ({ url: '/programs', params: listParams(request) }),
      transformResponse: toListPage<Program>,
      providesTags: ['Program'],
    }),
    createProgram: build.mutation<Program, ProgramInput>({
      query: (body) => ({ url: '/programs', method: 'POST', body }),
      invalidatesTags: ['Program'],
    }),
    updateProgram: build.mutation<Program, Update<ProgramInput>>({
      query: ({ id, changes }) => ({ url: `/programs/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Program', 'Application'],
    }),
    deleteProgram: build.mutation<void, string>({
      query: (id) => ({ url: `/programs/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Program', 'Application'],
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
