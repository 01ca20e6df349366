import {
  BLOG_CATEGORIES,
  normalizeTags,
  type BlogCategoryId,
  type BlogPostSummary,
} from '@sandglass/shared';
import {
  categorySearchFromParams,
  filterByCategorySearch,
  type CategorySearch,
} from '../../lib/categorySearch';
import { longUtcDate } from '../../ui/plainFormat';

export type PostCategoryFilter = BlogCategoryId | 'all';

export type PostFilters = CategorySearch<BlogCategoryId>;

export const NO_POST_FILTERS: PostFilters = { category: 'all', search: '' };

const CATEGORY_IDS = BLOG_CATEGORIES.map(({ id }) => id);

/** The filters in an address such as `/insights?category=ai-trends&search=agents`. */
export function postFiltersFromParams(params: URLSearchParams): PostFilters {
  return categorySearchFromParams(params, CATEGORY_IDS);
}

export function postPath(slug: string): string {
  return `/insights/${encodeURIComponent(slug)}`;
}

/** Spec section 5: case-insensitive match on title or excerpt, combined with the category. */
export function filterPosts<Post extends BlogPostSummary>(
  posts: readonly Post[],
  filters: PostFilters,
): Post[] {
  return filterByCategorySearch(posts, filters, (post) => [post.title, post.excerpt]);
}

/**
 * The Featured Article among `posts` (newest first): the one an admin chose to feature, else
 * the newest; and the others, in their order, for Latest Insights.
 */
export function featuredAndLatest<Post extends BlogPostSummary>(
  posts: readonly Post[],
): { featured: Post | undefined; latest: Post[] } {
  const featured = posts.find((post) => post.featured) ?? posts[0];
  return { featured, latest: posts.filter((post) => post !== featured) };
}

export function categoryLabel(id: string): string {
  return BLOG_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** Spec section 2: "N article(s) found", singular or plural by count. */
export function articlesFoundText(count: number): string {
  return `${count} ${count === 1 ? 'article' : 'articles'} found`;
}

export function countByCategory(posts: readonly BlogPostSummary[]): Record<BlogCategoryId, number> {
  const counts = Object.fromEntries(BLOG_CATEGORIES.map(({ id }) => [id, 0])) as Record<
    BlogCategoryId,
    number
  >;
  for (const post of posts) if (post.category in counts) counts[post.category] += 1;
  return counts;
}

/** The date a post shows: when it was published, else when it was written. */
export function postDate(post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}

/** "February 1, 2026" (UTC, so every visitor sees the day it was published). */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longUtcDate(date);
}

export function readingTimeText(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

export function postTags(post: Pick<BlogPostSummary, 'tags'>, max: number): string[] {
  return normalizeTags(post.tags, max);
}

export const BLOG_UNAVAILABLE =
  'Insights and articles will be displayed here once content is available.';
