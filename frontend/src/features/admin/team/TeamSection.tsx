import type { TeamMember } from '@sandglass/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../app/apiError';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { useDeleteTeamMemberMutation, useTeamPageQuery } from '../../team/teamApi';
import { emptyListMessage, ListPager, ListSearch, useListControls } from '../ui/ListControls';
import { preview } from '../adminText';
import { Avatar } from '../ui/Avatar';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { DataTable, type DataColumn } from '../ui/DataTable';
import { QueryState } from '../../../ui/QueryState';
import { SectionHeader } from '../ui/SectionHeader';
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
  const list = useListControls();
  const query = useTeamPageQuery(list.request);
  const [remove, removal] = useDeleteTeamMemberMutation();
  const [editing, setEditing] = useState<TeamMember | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const members = query.data?.items ?? [];

  async function handleDelete(member: TeamMember) {
    try {
      await remove(member.id).unwrap();
      toast({
        title: 'Team member deleted',
        description: `${member.name} was removed from the team.`,
      });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Could not delete the team member',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <SectionHeader
        title="Team"
        lead="The people on the team page, in their sort order."
        actions={<Button onClick={() => setEditing('new')}>Add member</Button>}
      />
      <ListSearch
        controls={list}
        label="Search the team"
        placeholder="Search by name, title or bio..."
      />
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading team members..."
        errorMessage="The team could not be loaded."
        isEmpty={members.length === 0}
        emptyMessage={emptyListMessage(list, 'team members', 'No team members yet.')}
        emptyAction={<Button onClick={() => setEditing('new')}>Add the first member</Button>}
      >
        <DataTable
          caption="Team members"
          rows={members}
          rowKey={(member) => member.id}
          titleHeader="Name"
          title={(member) => member.name}
          media={(member) => <Avatar name={member.name} imageUrl={member.photoUrl} round />}
          columns={COLUMNS}
          actions={(member) => (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${member.name}`}
                onClick={() => setEditing(member)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${member.name}`}
                onClick={() => setDeleting(member)}
              >
                Delete
              </Button>
            </>
          )}
        />
        <ListPager
          controls={list}
          total={query.data?.total ?? 0}
          noun={['team member', 'team members']}
          isFetching={query.isFetching}
        />
      </QueryState>
      {editing && (
        <TeamFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          member={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={`Delete ${deleting.name}?`}
          description={`${deleting.name} will no longer appear on the team page, and articles they wrote will show no author. This cannot be undone.`}
          isPending={removal.isLoading}
          onConfirm={() => void handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
