import {
  DESCRIPTION_MAX_LENGTH,
  DURATION_MAX_LENGTH,
  LIST_ITEM_MAX_LENGTH,
  LIST_ITEMS_MAX,
  LONG_DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  POSITIONS_MAX,
  PROGRAM_STATUSES,
  SLUG_MAX_LENGTH,
  type Program,
} from '@sandglass/shared';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import { useCreateProgramMutation, useUpdateProgramMutation } from '../adminApi';
import { checkProgram, emptyProgramValues, programValuesOf } from '../forms/programForm';
import { useEntityForm } from '../forms/useEntityForm';
import { useSlugField } from '../forms/useSlugField';
import { optionsOf } from '../statusLabels';
import { FormDialog } from './FormDialog';
import { FormGrid, FormGridItem } from './FormGrid';

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
  const { bindSource, bindSlug } = useSlugField(form, 'name', Boolean(program));
  const [create, creation] = useCreateProgramMutation();
  const [update, updating] = useUpdateProgramMutation();

  async function handleSubmit() {
    const input = form.check();
    if (!input) return;
    try {
      if (program) {
        await update({ id: program.id, changes: input }).unwrap();
        toast({ title: 'Program updated', description: `${input.name} was saved.` });
      } else {
        await create(input).unwrap();
        toast({
          title: 'Program added',
          description: `${input.name} is now on the programs page.`,
        });
      }
      onClose();
    } catch (error) {
      const message = form.showServerError(error, 'The program could not be saved. Try again.');
      toast({ title: 'Could not save the program', description: message, variant: 'destructive' });
    }
  }

  return (
    <FormDialog
      title={program ? `Edit ${program.name}` : 'Add a program'}
      description="Open programs take applications; closed and upcoming ones show “Applications Closed”."
      onClose={onClose}
      onSubmit={handleSubmit}
      submitLabel={program ? 'Save changes' : 'Add program'}
      pendingLabel={program ? 'Saving...' : 'Adding...'}
      isPending={creation.isLoading || updating.isLoading}
      formError={form.formError}
    >
      <FormGrid>
        <TextField label="Name" maxLength={NAME_MAX_LENGTH} required {...bindSource()} />
        <TextField
          label="Slug"
          maxLength={SLUG_MAX_LENGTH}
          hint="Made from the name until you change it."
          {...bindSlug()}
        />
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
