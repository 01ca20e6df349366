import {
  BODY_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type BlogCategoryId,
  type BlogContentResponse,
  type BlogPostInput,
} from '@sandglass/shared';

/** At most `max` characters, cut at a word with an ellipsis when it had to be cut. */
function fit(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A generated draft as the content service's new article: a draft, in the chosen category. */
export function draftArticle(draft: BlogContentResponse, category: BlogCategoryId): BlogPostInput {
  return {
    title: fit(draft.title, TITLE_MAX_LENGTH),
    excerpt: fit(draft.summary, EXCERPT_MAX_LENGTH),
    body: fit(draft.content, BODY_MAX_LENGTH),
    category,
    tags: [],
    status: 'draft',
  };
}
