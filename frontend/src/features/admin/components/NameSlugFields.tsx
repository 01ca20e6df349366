import { NAME_MAX_LENGTH, SLUG_MAX_LENGTH } from '@sandglass/shared';
import { TextField } from '../../../ui/TextField';
import type { EntityForm } from '../forms/useEntityForm';
import { useSlugField } from '../forms/useSlugField';

export interface NameSlugFieldsProps<Values extends { name: string; slug: string }, Input> {
  form: EntityForm<Values, Input>;
  /** Editing an existing item: its slug stays when it is renamed. */
  isExisting: boolean;
}

/** A name and the slug made from it until someone edits the slug (two cells of a FormGrid). */
export function NameSlugFields<Values extends { name: string; slug: string }, Input>({
  form,
  isExisting,
}: NameSlugFieldsProps<Values, Input>) {
  const { bindSource, bindSlug } = useSlugField(form, 'name', isExisting);
  return (
    <>
      <TextField label="Name" maxLength={NAME_MAX_LENGTH} required {...bindSource()} />
      <TextField
        label="Slug"
        maxLength={SLUG_MAX_LENGTH}
        hint="Made from the name until you change it."
        {...bindSlug()}
      />
    </>
  );
}
