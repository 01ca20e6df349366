import type { BlogPostSummary } from '@sandglass/shared';
import { styled } from 'styled-components';
import { formatPostDate, postDate, readingTimeText } from '../posts';

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  span + span::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space(3)};
  }
`;

export interface PostMetaProps {
  post: Pick<BlogPostSummary, 'publishedAt' | 'createdAt' | 'readingTime'>;
  author?: string | null;
}

/** "February 1, 2026 · 4 min read" (and the author where given). */
export function PostMeta({ post, author }: PostMetaProps) {
  const date = postDate(post);
  return (
    <StyledMeta>
      {author && <span>{author}</span>}
      <span>
        <time dateTime={date}>{formatPostDate(date)}</time>
      </span>
      <span>{readingTimeText(post.readingTime)}</span>
    </StyledMeta>
  );
}
