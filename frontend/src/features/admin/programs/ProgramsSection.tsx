import { positionsLabel, type Program } from '@sandglass/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../app/apiError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { useDeleteProgramMutation, useProgramsPageQuery } from '../../programs/programsApi';
import { emptyListMessage, ListPager, ListSearch, useListControls } from '../ui/ListControls';
import { formatDate } from '../adminText';
import { capitalize, PROGRAM_STATUS_BADGE } from '../statusLabels';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { DataTable, type DataColumn } from '../ui/DataTable';
import { ProgramFormDialog } from './ProgramFormDialog';
import { QueryState } from '../../../ui/QueryState';
import { SectionHeader } from '../ui/SectionHeader';

const COLUMNS: DataColumn<Program>[] = [
  {
    header: 'Status',
    cell: (program) => (
      <Badge variant={PROGRAM_STATUS_BADGE[program.status]}>{capitalize(program.status)}</Badge>
    ),
  },
  { header: 'Duration', cell: (program) => program.duration },
  { header: 'Positions', cell: (program) => positionsLabel(program.positions) },
  {
    header: 'Deadline',
    cell: (program) =>
      program.applicationDeadline ? formatDate(program.applicationDeadline) : 'Rolling',
  },
];

/** The internship programs: list, add, edit and delete. */
export function ProgramsSection() {
  const list = useListControls();
  const query = useProgramsPageQuery(list.request);
  const [remove, removal] = useDeleteProgramMutation();
  const [editing, setEditing] = useState<Program | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);
  const programs = query.data?.items ?? [];

  async function handleDelete(program: Program) {
    try {
      await remove(program.id).unwrap();
      toast({ title: 'Program deleted', description: `${program.name} was removed.` });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Could not delete the program',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <SectionHeader
        title="Programs"
        lead="The internship programs on the programs page."
        actions={<Button onClick={() => setEditing('new')}>Add program</Button>}
      />
      <ListSearch
        controls={list}
        label="Search programs"
        placeholder="Search by name or description..."
      />
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading programs..."
        errorMessage="The programs could not be loaded."
        isEmpty={programs.length === 0}
        emptyMessage={emptyListMessage(
          list,
          'programs',
          'No programs yet. Visitors see “Programs Coming Soon”.',
        )}
        emptyAction={<Button onClick={() => setEditing('new')}>Add the first program</Button>}
      >
        <DataTable
          caption="Programs"
          rows={programs}
          rowKey={(program) => program.id}
          titleHeader="Program"
          title={(program) => program.name}
          columns={COLUMNS}
          actions={(program) => (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${program.name}`}
                onClick={() => setEditing(program)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${program.name}`}
                onClick={() => setDeleting(program)}
              >
                Delete
              </Button>
            </>
          )}
        />
        <ListPager
          controls={list}
          total={query.data?.total ?? 0}
          noun={['program', 'programs']}
          isFetching={query.isFetching}
        />
      </QueryState>
      {editing && (
        <ProgramFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          program={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={`Delete ${deleting.name}?`}
          description={`${deleting.name} will no longer appear on the programs page. This cannot be undone.`}
          isPending={removal.isLoading}
          onConfirm={() => void handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
