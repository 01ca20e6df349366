import type { Program, ProgramApplication, ProgramApplicationInput } from '@sandglass/shared';
import { api } from '../../app/api';

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
  }),
});

export const { useProgramsQuery, useApplyToProgramMutation } = programsApi;
