/** What other features may use of the programs: programs and their applications. */
export {
  useApplicationsPageQuery,
  useCreateProgramMutation,
  useDeleteProgramMutation,
  useProgramsPageQuery,
  useUpdateApplicationMutation,
  useUpdateProgramMutation,
} from './programsApi';
