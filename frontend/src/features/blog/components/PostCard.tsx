import type { BlogPostSummary } from '@sandglass/shared';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { lineClamp } from '../../../ui/lineClamp';
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

/** Spec section 2: the title is clamped to 2 lines, the excerpt to 3. */
const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
  ${({ theme }) => lineClamp(2, theme.lineHeight.tight)}
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

/** margin-bottom: auto keeps the tags and date at the card's foot. */
const StyledExcerpt = styled.p`
  margin-bottom: auto;
  color: ${({ theme }) => theme.color.inkMuted};
  ${({ theme }) => lineClamp(3, theme.lineHeight.body)}
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
