import type { BlogPostSummary } from '@sandglass/shared';
import { styled } from 'styled-components';
import { relatedPosts } from '../relatedPosts';
import { PostCard } from './PostCard';

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface RelatedPostsProps {
  post: Pick<BlogPostSummary, 'id' | 'category' | 'tags'>;
  posts: readonly BlogPostSummary[];
}

/** Up to three posts on the same subject (same tags first, then same category). */
export function RelatedPosts({ post, posts }: RelatedPostsProps) {
  const related = relatedPosts(post, posts);
  if (related.length === 0) return null;
  return (
    <StyledGrid>
      {related.map((other) => (
        <li key={other.id}>
          <PostCard post={other} />
        </li>
      ))}
    </StyledGrid>
  );
}
