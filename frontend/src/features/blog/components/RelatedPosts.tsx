import type { BlogPostSummary } from '@sandglass/shared';
import { GridList } from '../../../ui/GridList';
import { relatedPosts } from '../relatedPosts';
import { PostCard } from './PostCard';

export interface RelatedPostsProps {
  post: Pick<BlogPostSummary, 'id' | 'category' | 'tags'>;
  posts: readonly BlogPostSummary[];
}

/** Up to three posts on the same subject (same tags first, then same category). */
export function RelatedPosts({ post, posts }: RelatedPostsProps) {
  const related = relatedPosts(post, posts);
  if (related.length === 0) return null;
  return (
    <GridList $columns={{ md: 3 }} $gap={6}>
      {related.map((other) => (
        <li key={other.id}>
          <PostCard post={other} />
        </li>
      ))}
    </GridList>
  );
}
