import { normalizeTags, type BlogPostSummary } from '@sandglass/shared';
import { postDate } from './posts';

/**
 * Two ISO 8601 UTC timestamps, newest first. They sort as plain strings; `localeCompare` would
 * load the browser's collation data (a long task on a phone) for nothing.
 */
function newestFirst(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? 1 : -1;
}

/**
 * Other posts on the same subject: sharing tags counts most, then the category; the newest
 * wins a tie. Posts with nothing in common are not "related".
 */
export function relatedPosts<Post extends BlogPostSummary>(
  post: Pick<BlogPostSummary, 'id' | 'category' | 'tags'>,
  posts: readonly Post[],
  max = 3,
): Post[] {
  const tags = new Set(normalizeTags(post.tags).map((tag) => tag.toLowerCase()));
  return posts
    .filter((other) => other.id !== post.id)
    .map((other) => {
      const shared = normalizeTags(other.tags).filter((tag) => tags.has(tag.toLowerCase())).length;
      return { other, score: shared * 2 + (other.category === post.category ? 1 : 0) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || newestFirst(postDate(a.other), postDate(b.other)))
    .slice(0, max)
    .map(({ other }) => other);
}
