import { slugify } from '@sandglass/shared';

/**
 * A slug field that follows the title (or name) until someone types in it; clearing it hands it
 * back to the title (and a blank slug is made from the title by the server). An existing item
 * starts as edited: renaming it must not move its address.
 */
export interface SlugDraft {
  slug: string;
  edited: boolean;
}

export function slugAfterTitleChange(draft: SlugDraft, title: string): SlugDraft {
  return draft.edited ? draft : { slug: slugify(title), edited: false };
}

export function slugAfterEdit(value: string): SlugDraft {
  return { slug: value, edited: value.trim() !== '' };
}
