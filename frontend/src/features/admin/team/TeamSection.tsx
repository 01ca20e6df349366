import type { TeamMember } from '@sandglass/shared';
import { useDeleteTeamMemberMutation, useTeamPageQuery } from '../../team';
import { preview } from '../adminText';
import { Avatar } from '../../../ui/Avatar';
import { type DataColumn } from '../../../ui/DataTable';
import { EntityListSection } from '../components/EntityListSection';
import { TeamFormDialog } from './TeamFormDialog';

const COLUMNS: DataColumn<TeamMember>[] = [
  { header: 'Title', cell: (member) => member.title },
  { header: 'Bio', cell: (member) => preview(member.bio) },
  {
    header: 'Links',
    cell: (member) =>
      [member.linkedinUrl && 'LinkedIn', member.twitterUrl && 'X'].filter(Boolean).join(', ') ||
      '—',
  },
];

/** The team members: list (photo or initials), add, edit and delete. */
export function TeamSection() {
  return (
    <EntityListSection
      title="Team"
      lead="The people on the team page, in their sort order."
      addLabel="Add member"
      search={{ label: 'Search the team', placeholder: 'Search by name, title or bio...' }}
      errorMessage="The team could not be loaded."
      emptyMessage="No team members yet."
      table={{ caption: 'Team members', titleHeader: 'Name', columns: COLUMNS }}
      media={(member) => <Avatar name={member.name} imageUrl={member.photoUrl} round />}
      itemLabel={(member) => member.name}
      noun={['team member', 'team members']}
      usePage={useTeamPageQuery}
      useDelete={useDeleteTeamMemberMutation}
      deleteDescription={(member) =>
        `${member.name} will no longer appear on the team page, and articles they wrote will show no author. This cannot be undone.`
      }
      removedFrom="the team"
      renderForm={(member, onClose) => <TeamFormDialog member={member} onClose={onClose} />}
    />
  );
}
