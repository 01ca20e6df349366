import { positionsLabel, type Program } from '@sandglass/shared';
import { Badge } from '../../../ui/Badge';
import { useDeleteProgramMutation, useProgramsPageQuery } from '../../programs/programsApi';
import { formatDate } from '../adminText';
import { capitalize, PROGRAM_STATUS_BADGE } from '../statusLabels';
import { type DataColumn } from '../ui/DataTable';
import { EntityListSection } from '../ui/EntityListSection';
import { ProgramFormDialog } from './ProgramFormDialog';

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
  return (
    <EntityListSection
      usePage={useProgramsPageQuery}
      useDelete={useDeleteProgramMutation}
      title="Programs"
      lead="The internship programs on the programs page."
      addLabel="Add program"
      addFirstLabel="Add the first program"
      search={{ label: 'Search programs', placeholder: 'Search by name or description...' }}
      loadingMessage="Loading programs..."
      errorMessage="The programs could not be loaded."
      emptyNoun="programs"
      emptyMessage="No programs yet. Visitors see “Programs Coming Soon”."
      caption="Programs"
      titleHeader="Program"
      itemLabel={(program) => program.name}
      itemTitle={(program) => program.name}
      columns={COLUMNS}
      noun={['program', 'programs']}
      deleteDescription={(program) =>
        `${program.name} will no longer appear on the programs page. This cannot be undone.`
      }
      deletedToast={(program) => ({
        title: 'Program deleted',
        description: `${program.name} was removed.`,
      })}
      deleteFailedTitle="Could not delete the program"
      renderForm={(program, onClose) => <ProgramFormDialog program={program} onClose={onClose} />}
    />
  );
}
