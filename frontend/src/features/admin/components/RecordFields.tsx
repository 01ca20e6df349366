import { Fragment, type ReactNode } from 'react';
import { SelectField, type SelectFieldProps } from '../../../ui/SelectField';
import { TextAreaField, type TextAreaFieldProps } from '../../../ui/TextAreaField';
import { TextField, type TextFieldProps } from '../../../ui/TextField';
import type { EntityForm, FieldBinding } from '../forms/useEntityForm';
import { FormGridItem } from '../../../ui/FormGrid';
import { ImageUploadField } from './ImageUploadField';

/** What the form binds itself (see EntityForm.bind); a spec gives every other prop. */
type Bound = keyof FieldBinding;

/**
 * One field of an add/edit form as it is shown: which value it edits, the control and that
 * control's props (label, hint, limits...); `wide` spans both columns of the FormGrid.
 */
export type FormFieldSpec<Field extends string> = { field: Field; wide?: boolean } & (
  | ({ control: 'text' } & Omit<TextFieldProps, Bound>)
  | ({ control: 'textarea' } & Omit<TextAreaFieldProps, Bound>)
  | ({ control: 'select' } & Omit<SelectFieldProps, Bound>)
  | { control: 'image'; label: string }
);

export interface RecordFieldsProps<Values extends object, Input> {
  form: EntityForm<Values, Input>;
  fields: readonly FormFieldSpec<keyof Values & string>[];
  /** An image field started or finished an upload. */
  onUploadingChange: (uploading: boolean) => void;
}

/** The fields of a form, in the order given, as cells of a FormGrid, each bound to the form. */
export function RecordFields<Values extends object, Input>({
  form,
  fields,
  onUploadingChange,
}: RecordFieldsProps<Values, Input>) {
  function control(spec: FormFieldSpec<keyof Values & string>): ReactNode {
    switch (spec.control) {
      case 'text': {
        const { field, wide: _wide, control: _control, ...props } = spec;
        return <TextField {...props} {...form.bind(field)} />;
      }
      case 'textarea': {
        const { field, wide: _wide, control: _control, ...props } = spec;
        return <TextAreaField {...props} {...form.bind(field)} />;
      }
      case 'select': {
        const { field, wide: _wide, control: _control, ...props } = spec;
        return <SelectField {...props} {...form.bind(field)} />;
      }
      case 'image': {
        const { value, error } = form.bind(spec.field);
        return (
          <ImageUploadField
            label={spec.label}
            value={value}
            onChange={(url) => form.setValue(spec.field, url)}
            error={error}
            onUploadingChange={onUploadingChange}
          />
        );
      }
    }
  }

  return fields.map((spec) => (
    <Fragment key={spec.field}>
      {spec.wide ? <FormGridItem wide>{control(spec)}</FormGridItem> : control(spec)}
    </Fragment>
  ));
}
