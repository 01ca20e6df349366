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
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useCreateProgramMutation, useUpdateProgramMutation } from '../../programs/programsApi';
import { checkProgram, emptyProgramValues, programValuesOf } from './programForm';
import { useEntityForm } from '../forms/useEntityForm';
import { useAddEditSave } from '../forms/useEntitySave';
import { optionsOf } from '../statusLabels';
import { FormDialog } from '../ui/FormDialog';
import { FormGrid, FormGridItem } from '../ui/FormGrid';
import { NameSlugFields } from '../ui/NameSlugFields';

const LIST_HINT = `One per line; up to ${LIST_ITEMS_MAX} lines of ${LIST_ITEM_MAX_LENGTH} characters.`;

export interface ProgramFormDialogProps {
  /** The program to edit; none to add one. */
  program?: Program;
  onClose: () => void;
}

/** Every field of an internship program, checked as the service checks them. */
export function ProgramFormDialog({ program, onClose }: ProgramFormDialogProps) {
  const form = useEntityForm(
    program ? programValuesOf(program) : emptyProgramValues(),
    checkProgram,
  );
  const dialog = useAddEditSave(form, {
    existing: program,
    useCreate: useCreateProgramMutation,
    useUpdate: useUpdateProgramMutation,
    noun: 'program',
    addedWhere: 'is now on the programs page',
    addLabel: 'Add program',
    onClose,
  });

  return (
    <FormDialog
      title={program ? `Edit ${program.name}` : 'Add a program'}
      description="Open programs take applications; closed and upcoming ones show “Applications Closed”."
      {...dialog}
    >
      <FormGrid>
        <NameSlugFields form={form} isExisting={Boolean(program)} />
        <SelectField
          label="Status"
          options={optionsOf(PROGRAM_STATUSES)}
          required
          {...form.bind('status')}
        />
        <TextField
          label="Duration"
          maxLength={DURATION_MAX_LENGTH}
          placeholder="6 months"
          required
          {...form.bind('duration')}
        />
        <TextField
          label="Positions"
          inputMode="numeric"
          hint={`1 to ${POSITIONS_MAX}.`}
          required
          {...form.bind('positions')}
        />
        <TextField
          label="Application deadline"
          type="date"
          hint="Leave empty for rolling applications."
          {...form.bind('applicationDeadline')}
        />
        <FormGridItem wide>
          <TextAreaField
            label="Description"
            rows={3}
            maxLength={DESCRIPTION_MAX_LENGTH}
            required
            {...form.bind('description')}
          />
        </FormGridItem>
        <FormGridItem wide>
          <TextAreaField
            label="Long description"
            rows={6}
            maxLength={LONG_DESCRIPTION_MAX_LENGTH}
            required
            {...form.bind('longDescription')}
          />
        </FormGridItem>
        <TextAreaField
          label="Qualifications"
          rows={5}
          hint={LIST_HINT}
          {...form.bind('requirements')}
        />
        <TextAreaField
          label="What you'll do"
          rows={5}
          hint={LIST_HINT}
          {...form.bind('benefits')}
        />
        <TextField
          label="Sort order"
          inputMode="numeric"
          hint="Lower comes first."
          {...form.bind('sortOrder')}
        />
      </FormGrid>
    </FormDialog>
  );
}
