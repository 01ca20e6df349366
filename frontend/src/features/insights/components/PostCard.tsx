import type { BlogPostSummary } from '@sandglass/shared';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { categoryLabel, postPath, postTags } from '../posts';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { PostTags } from './PostTags';

const StyledCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  transition: box-shadow ${({ theme }) => theme.motion.normal} ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.card};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
`;

const clamp = (lines: number) => `
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
`;

/** Spec section 2: the title is clamped to 2 lines, the excerpt to 3. */
const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
  ${clamp(2)}
`;

/** The whole card is the link's target (its ::after covers the card); the title is its name. */
const StyledLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const StyledExcerpt = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.color.inkMuted};
  ${clamp(3)}
`;

export interface PostCardProps {
  post: BlogPostSummary;
}

/** A post under "Latest Insights": up to 3 tags, title clamped to 2 lines, excerpt to 3. */
export function PostCard({ post }: PostCardProps) {
  return (
    <StyledCard>
      <PostImage src={post.featuredImageUrl} />
      <StyledBody>
        <div>
          <Badge variant="sand">{categoryLabel(post.category)}</Badge>
        </div>
        <StyledTitle>
          <StyledLink to={postPath(post.slug)}>{post.title}</StyledLink>
        </StyledTitle>
        <StyledExcerpt>{post.excerpt}</StyledExcerpt>
        <PostTags tags={postTags(post, 3)} />
        <PostMeta post={post} />
      </StyledBody>
    </StyledCard>
  );
}
