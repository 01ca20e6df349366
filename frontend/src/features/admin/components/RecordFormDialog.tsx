import { useState } from 'react';
import type { FormCheck } from '../forms/rules';
import { useEntityForm } from '../forms/useEntityForm';
import { useAddEditSave, type AddEditSaveOptions } from '../forms/useEntitySave';
import { FormDialog } from '../../../ui/FormDialog';
import { RecordFields, type FormFieldSpec } from './RecordFields';
import { FormGrid } from '../../../ui/FormGrid';
import { NameSlugFields } from './NameSlugFields';

/** What differs from one named record's add/edit dialog to the next (company, program...). */
export interface RecordFormConfig<
  Values extends { name: string; slug: string },
  Input,
  Saved extends { name: string },
> extends Omit<AddEditSaveOptions<Input, Saved>, 'existing' | 'onClose'> {
  /** The form's check (see fieldTable): its problems, or the body to send. */
  check: (values: Values) => FormCheck<Input, keyof Values & string>;
  /** Under the dialog's title, e.g. where the record shows on the site. */
  description: string;
  /** The fields after the name and slug, in order. */
  fields: readonly FormFieldSpec<keyof Values & string>[];
}

/** Checks a dialog's config against its form's values where it is written. */
export function recordFormConfig<
  Values extends { name: string; slug: string },
  Input,
  Saved extends { name: string },
>(config: RecordFormConfig<Values, Input, Saved>) {
  return config;
}

export interface RecordFormDialogProps<
  Values extends { name: string; slug: string },
  Input,
  Saved extends { name: string },
> {
  config: RecordFormConfig<Values, Input, Saved>;
  /** The form's values: the record's when editing, a new form's when adding. */
  initial: Values;
  /** The record to edit; none to add one. */
  existing?: { id: string; name: string };
  onClose: () => void;
}

/**
 * The add/edit dialog of a named record: "Add a {noun}" or "Edit {name}", the name and slug,
 * then the config's fields, checked as the service checks them and saved with the usual toasts.
 */
export function RecordFormDialog<
  Values extends { name: string; slug: string },
  Input,
  Saved extends { name: string },
>({ config, initial, existing, onClose }: RecordFormDialogProps<Values, Input, Saved>) {
  const { check, description, fields, ...saving } = config;
  const form = useEntityForm(initial, check);
  const [uploading, setUploading] = useState(false);
  const dialog = useAddEditSave(form, { ...saving, existing, onClose });

  return (
    <FormDialog
      title={existing ? `Edit ${existing.name}` : `Add a ${config.noun}`}
      description={description}
      {...dialog}
      isBusy={uploading}
    >
      <FormGrid>
        <NameSlugFields form={form} isExisting={Boolean(existing)} />
        <RecordFields form={form} fields={fields} onUploadingChange={setUploading} />
      </FormGrid>
    </FormDialog>
  );
}
