import { positionsLabel, type Program } from '@sandglass/shared';
import { Badge } from '../../../ui/Badge';
import { useDeleteProgramMutation, useProgramsPageQuery } from '../../programs';
import { formatDate } from '../adminText';
import { capitalize, PROGRAM_STATUS_BADGE } from '../statusLabels';
import { type DataColumn } from '../../../ui/DataTable';
import { EntityListSection } from '../components/EntityListSection';
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
      title="Programs"
      lead="The internship programs on the programs page."
      addLabel="Add program"
      search={{ label: 'Search programs', placeholder: 'Search by name or description...' }}
      errorMessage="The programs could not be loaded."
      emptyMessage="No programs yet. Visitors see “Programs Coming Soon”."
      table={{ caption: 'Programs', titleHeader: 'Program', columns: COLUMNS }}
      itemLabel={(program) => program.name}
      noun={['program', 'programs']}
      usePage={useProgramsPageQuery}
      useDelete={useDeleteProgramMutation}
      deleteDescription={(program) =>
        `${program.name} will no longer appear on the programs page. This cannot be undone.`
      }
      renderForm={(program, onClose) => <ProgramFormDialog program={program} onClose={onClose} />}
    />
  );
}
