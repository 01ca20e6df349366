import {
  DESCRIPTION_MAX_LENGTH,
  DURATION_MAX_LENGTH,
  LIST_ITEM_MAX_LENGTH,
  LIST_ITEMS_MAX,
  LONG_DESCRIPTION_MAX_LENGTH,
  POSITIONS_MAX,
  PROGRAM_STATUSES,
  type Program,
} from '@sandglass/shared';
import { useCreateProgramMutation, useUpdateProgramMutation } from '../../programs';
import { checkProgram, emptyProgramValues, programValuesOf } from './programForm';
import { optionsOf } from '../statusLabels';
import { recordFormConfig, RecordFormDialog } from '../components/RecordFormDialog';

export interface ProgramFormDialogProps {
  /** The program to edit; none to add one. */
  program?: Program;
  onClose: () => void;
}

const LIST_HINT = `One per line; up to ${LIST_ITEMS_MAX} lines of ${LIST_ITEM_MAX_LENGTH} characters.`;

const PROGRAM_FORM = recordFormConfig({
  check: checkProgram,
  useCreate: useCreateProgramMutation,
  useUpdate: useUpdateProgramMutation,
  noun: 'program',
  addedWhere: 'is now on the programs page',
  addLabel: 'Add program',
  description:
    'Open programs take applications; closed and upcoming ones show “Applications Closed”.',
  fields: [
    {
      field: 'status',
      control: 'select',
      label: 'Status',
      options: optionsOf(PROGRAM_STATUSES),
      required: true,
    },
    {
      field: 'duration',
      control: 'text',
      label: 'Duration',
      maxLength: DURATION_MAX_LENGTH,
      placeholder: '6 months',
      required: true,
    },
    {
      field: 'positions',
      control: 'text',
      label: 'Positions',
      inputMode: 'numeric',
      hint: `1 to ${POSITIONS_MAX}.`,
      required: true,
    },
    {
      field: 'applicationDeadline',
      control: 'text',
      label: 'Application deadline',
      type: 'date',
      hint: 'Leave empty for rolling applications.',
    },
    {
      field: 'description',
      control: 'textarea',
      label: 'Description',
      rows: 3,
      maxLength: DESCRIPTION_MAX_LENGTH,
      required: true,
      wide: true,
    },
    {
      field: 'longDescription',
      control: 'textarea',
      label: 'Long description',
      rows: 6,
      maxLength: LONG_DESCRIPTION_MAX_LENGTH,
      required: true,
      wide: true,
    },
    {
      field: 'requirements',
      control: 'textarea',
      label: 'Qualifications',
      rows: 5,
      hint: LIST_HINT,
    },
    { field: 'benefits', control: 'textarea', label: "What you'll do", rows: 5, hint: LIST_HINT },
    {
      field: 'sortOrder',
      control: 'text',
      label: 'Sort order',
      inputMode: 'numeric',
      hint: 'Lower comes first.',
    },
  ],
});

/** Every field of an internship program, checked as the service checks them. */
export function ProgramFormDialog({ program, onClose }: ProgramFormDialogProps) {
  const initial = program ? programValuesOf(program) : emptyProgramValues();
  return (
    <RecordFormDialog
      config={PROGRAM_FORM}
      initial={initial}
      existing={program}
      onClose={onClose}
    />
  );
}
