/** What other features may use of the team: its members, their card and photo. */
export { MemberCard } from './components/MemberCard';
export { MemberPhoto } from './components/MemberPhoto';
export {
  useCreateTeamMemberMutation,
  useDeleteTeamMemberMutation,
  useTeamPageQuery,
  useTeamQuery,
  useUpdateTeamMemberMutation,
} from './teamApi';
export { TEAM_UNAVAILABLE } from './teamGroups';
