import type { BlogPostSummary } from '@sandglass/shared';
import { styled } from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { ButtonLink } from '../../../ui/Button';
import { ArrowRightIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { categoryLabel, postPath } from '../posts';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';

const StyledFeatured = styled.article`
  display: grid;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.1fr 1fr;
  }
`;

/** Beside the text (wide screens), the image fills its half of the card, whatever the text's height. */
const StyledMedia = styled.div`
  ${({ theme }) => theme.media.lg} {
    position: relative;
    min-height: 100%;

    > * {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      aspect-ratio: auto;
    }
  }
`;

const StyledBody = styled.div`
  display: grid;
  justify-items: start;
  align-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const StyledExcerpt = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export interface FeaturedArticleProps {
  post: BlogPostSummary;
}

/** The first post, large: image, category, date, excerpt, reading time, Read Full Article. */
export function FeaturedArticle({ post }: FeaturedArticleProps) {
  return (
    <StyledFeatured aria-labelledby={`featured-${post.id}`}>
      <StyledMedia>
        <PostImage src={post.featuredImageUrl} priority />
      </StyledMedia>
      <StyledBody>
        <StyledBadges>
          <Badge variant="night">Featured Article</Badge>
          <Badge variant="sand">{categoryLabel(post.category)}</Badge>
        </StyledBadges>
        <StyledTitle id={`featured-${post.id}`}>{post.title}</StyledTitle>
        <PostMeta post={post} author={post.author?.name} />
        <StyledExcerpt>{post.excerpt}</StyledExcerpt>
        <ButtonLink to={postPath(post.slug)}>
          Read Full Article
          <VisuallyHidden>: {post.title}</VisuallyHidden>
          <ArrowRightIcon />
        </ButtonLink>
      </StyledBody>
    </StyledFeatured>
  );
}
