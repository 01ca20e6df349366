import { useState, type ChangeEvent } from 'react';
import { slugAfterEdit, slugAfterTitleChange } from './slugDraft';
import type { EntityForm, FieldBinding } from './useEntityForm';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface SluggedValues {
  slug: string;
}

/**
 * Binds a form's name or title field and its slug field so that the slug is generated from the
 * title until someone edits it.
 */
export function useSlugField<Values extends SluggedValues, Input>(
  form: EntityForm<Values, Input>,
  source: keyof Values & string,
  isExisting: boolean,
): { bindSource: () => FieldBinding; bindSlug: () => FieldBinding } {
  // An existing item keeps its address when renamed (see slugDraft).
  const [edited, setEdited] = useState(isExisting);

  function handleSourceChange(event: ChangeEvent<Control>) {
    const title = event.target.value;
    const draft = slugAfterTitleChange({ slug: form.values.slug, edited }, title);
    form.setValue(source, title);
    if (draft.slug !== form.values.slug) form.setValue('slug', draft.slug);
  }

  function handleSlugChange(event: ChangeEvent<Control>) {
    const draft = slugAfterEdit(event.target.value);
    setEdited(draft.edited);
    form.setValue('slug', draft.slug);
  }

  return {
    bindSource: () => ({ ...form.bind(source), onChange: handleSourceChange }),
    bindSlug: () => ({ ...form.bind('slug'), onChange: handleSlugChange }),
  };
}
