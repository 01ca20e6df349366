import {
  BLOG_CATEGORY_IDS,
  BLOG_POST_STATUSES,
  BODY_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type BlogPost,
  type BlogPostInput,
} from '@sandglass/shared';
import {
  checkFormValues,
  choiceField,
  emptyFormValues,
  flagField,
  formValuesOf,
  imageUrlField,
  optionalIdField,
  optionalTextField,
  slugField,
  tagsField,
  textField,
  untrimmedTextField,
  type FormValues,
} from '../forms/fieldTable';
import type { FormCheck } from '../forms/rules';

const BLOG_FIELDS = {
  title: textField({
    label: 'Title',
    max: TITLE_MAX_LENGTH,
    required: 'Enter a title.',
    singleLine: true,
  }),
  slug: slugField(),
  excerpt: textField({
    label: 'Excerpt',
    max: EXCERPT_MAX_LENGTH,
    required: 'Enter a short excerpt for the listing.',
  }),
  /** Markdown. */
  body: untrimmedTextField({ label: 'Body', max: BODY_MAX_LENGTH, required: 'Write the article.' }),
  category: choiceField(BLOG_CATEGORY_IDS, 'Choose a category.'),
  /** Comma-separated. */
  tags: tagsField('Tags'),
  featuredImageUrl: imageUrlField('Featured image'),
  /** A team member's id, or blank for none. */
  authorId: optionalIdField(),
  status: choiceField(BLOG_POST_STATUSES, 'Choose a status.', 'draft'),
  seoTitle: optionalTextField({ label: 'SEO title', max: SEO_TITLE_MAX_LENGTH, singleLine: true }),
  seoDescription: optionalTextField({ label: 'SEO description', max: SEO_DESCRIPTION_MAX_LENGTH }),
  /** The article Insights shows first; featuring it un-features the one before. */
  featured: flagField(),
};

export type BlogFormValues = FormValues<typeof BLOG_FIELDS>;
export type BlogField = keyof BlogFormValues;

export function emptyBlogValues(): BlogFormValues {
  return emptyFormValues(BLOG_FIELDS);
}

export function blogValuesOf(post: BlogPost): BlogFormValues {
  return formValuesOf(BLOG_FIELDS, { ...post, authorId: post.author?.id ?? null });
}

/** "42/70": what the character counters under the SEO fields read. */
export function characterCount(value: string, max: number): string {
  return `${value.trim().length}/${max} characters`;
}

export function checkBlogPost(values: BlogFormValues): FormCheck<BlogPostInput, BlogField> {
  return checkFormValues(BLOG_FIELDS, values);
}
