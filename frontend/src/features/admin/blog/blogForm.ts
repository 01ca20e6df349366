import {
  BLOG_CATEGORY_IDS,
  BLOG_POST_STATUSES,
  BODY_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type BlogCategoryId,
  type BlogPost,
  type BlogPostInput,
  type BlogPostStatus,
} from '@sandglass/shared';
import { formatTags, parseTags } from '../forms/tags';
import {
  choiceProblem,
  hasProblems,
  imageUrlProblem,
  onlyProblems,
  optionalSlug,
  slugProblem,
  tagsProblem,
  textOrNull,
  textProblem,
  type FormCheck,
} from '../forms/rules';

export interface BlogFormValues {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  category: string;
  /** Comma-separated. */
  tags: string;
  featuredImageUrl: string;
  /** A team member's id, or blank for none. */
  authorId: string;
  status: BlogPostStatus;
  seoTitle: string;
  seoDescription: string;
}

export type BlogField = keyof BlogFormValues;

export function emptyBlogValues(): BlogFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    body: '',
    category: '',
    tags: '',
    featuredImageUrl: '',
    authorId: '',
    status: 'draft',
    seoTitle: '',
    seoDescription: '',
  };
}

export function blogValuesOf(post: BlogPost): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    body: post.body,
    category: post.category,
    tags: formatTags(post.tags),
    featuredImageUrl: post.featuredImageUrl ?? '',
    authorId: post.author?.id ?? '',
    status: post.status,
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
  };
}

/** "42/70": what the character counters under the SEO fields read. */
export function characterCount(value: string, max: number): string {
  return `${value.trim().length}/${max} characters`;
}

export function checkBlogPost(values: BlogFormValues): FormCheck<BlogPostInput, BlogField> {
  const tags = parseTags(values.tags);
  const errors = onlyProblems<BlogField>({
    title: textProblem(values.title, {
      label: 'Title',
      max: TITLE_MAX_LENGTH,
      required: 'Enter a title.',
      singleLine: true,
    }),
    slug: slugProblem(values.slug),
    excerpt: textProblem(values.excerpt, {
      label: 'Excerpt',
      max: EXCERPT_MAX_LENGTH,
      required: 'Enter a short excerpt for the listing.',
    }),
    body: textProblem(values.body, {
      label: 'Body',
      max: BODY_MAX_LENGTH,
      required: 'Write the article.',
    }),
    category: choiceProblem(values.category, BLOG_CATEGORY_IDS, 'Choose a category.'),
    tags: tagsProblem(tags, 'Tags'),
    featuredImageUrl: imageUrlProblem(values.featuredImageUrl, 'Featured image'),
    authorId: undefined,
    status: choiceProblem(values.status, BLOG_POST_STATUSES, 'Choose a status.'),
    seoTitle: textProblem(values.seoTitle, {
      label: 'SEO title',
      max: SEO_TITLE_MAX_LENGTH,
      singleLine: true,
    }),
    seoDescription: textProblem(values.seoDescription, {
      label: 'SEO description',
      max: SEO_DESCRIPTION_MAX_LENGTH,
    }),
  });
  if (hasProblems(errors)) return { ok: false, errors };
  return {
    ok: true,
    input: {
      title: values.title.trim(),
      ...optionalSlug(values.slug),
      excerpt: values.excerpt.trim(),
      body: values.body,
      category: values.category as BlogCategoryId,
      tags,
      featuredImageUrl: textOrNull(values.featuredImageUrl),
      authorId: values.authorId || null,
      status: values.status,
      seoTitle: textOrNull(values.seoTitle),
      seoDescription: textOrNull(values.seoDescription),
    },
  };
}
