import { articlePageHead, type BlogPost } from '@sandglass/shared';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { HydrateWhenVisible } from '../../../lib/HydrateWhenVisible';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Container } from '../../../ui/Container';
import { PageMeta, useSiteConfig } from '../../site';
import { MemberPhoto } from '../../team';
import { categoryLabel, postPath, postTags } from '../posts';
import { ArticleBody } from './ArticleBody';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { PostTags } from './PostTags';
import { RelatedPostsSection } from './RelatedPostsSection';
import { Island } from '../../../lib/Island';
import { ShareLinks } from './ShareLinks';

const StyledArticle = styled.article`
  padding-block: ${({ theme }) => `${theme.space(12)} ${theme.space(16)}`};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => `${theme.space(16)} ${theme.space(24)}`};
  }
`;

const StyledDraftNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const StyledBack = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.color.sandDeep};
  font-weight: 600;
  text-underline-offset: 4px;
`;

const StyledHeader = styled.header`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(10)};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['4xl']};
`;

const StyledExcerpt = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const StyledByline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledFigure = styled.figure`
  margin: ${({ theme }) => `0 0 ${theme.space(10)}`};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const StyledFooter = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(14)};
  padding-top: ${({ theme }) => theme.space(8)};
  border-top: 1px solid ${({ theme }) => theme.color.line};
`;

const StyledFooterTitle = styled.h2`
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export interface ArticleProps {
  post: BlogPost;
}

/**
 * One article: header, image, the sanitised body, tags, sharing and related posts (asked for
 * once the reader comes near the end of a pre-rendered article). A draft (which only an admin's
 * request returns) is its preview: marked as such, kept out of search, with nothing to share.
 */
export function Article({ post }: ArticleProps) {
  const { siteUrl } = useSiteConfig();
  const head = useMemo(() => articlePageHead(post), [post]);
  const url = `${siteUrl}${postPath(post.slug)}`;
  const tags = postTags(post, 10);
  const draft = post.status !== 'published';

  return (
    <>
      <PageMeta
        title={head.title}
        description={head.description}
        article={head.article}
        noIndex={draft}
      />
      <StyledArticle aria-labelledby="article-title">
        <Container narrow>
          {draft && (
            <StyledDraftNotice>
              <Alert variant="info" title="Draft preview">
                Only admins can see this article. Visitors get “Page Not Found” here until it is
                published.
              </Alert>
            </StyledDraftNotice>
          )}
          <StyledBack to="/insights">← All insights</StyledBack>
          <StyledHeader>
            <Badge variant="sand">{categoryLabel(post.category)}</Badge>
            <StyledTitle id="article-title">{post.title}</StyledTitle>
            <StyledExcerpt>{post.excerpt}</StyledExcerpt>
            <StyledByline>
              {post.author && (
                <MemberPhoto name={post.author.name} photoUrl={post.author.photoUrl} size={44} />
              )}
              <PostMeta post={post} author={post.author?.name} />
            </StyledByline>
          </StyledHeader>
          {post.featuredImageUrl && (
            <StyledFigure>
              <PostImage src={post.featuredImageUrl} priority />
            </StyledFigure>
          )}
          <ArticleBody html={post.bodyHtml} />
          <StyledFooter>
            {tags.length > 0 && (
              <>
                <StyledFooterTitle>Tags</StyledFooterTitle>
                <PostTags tags={tags} />
              </>
            )}
            {!draft && (
              <>
                <StyledFooterTitle>Share</StyledFooterTitle>
                <Island
                  name="ShareLinks"
                  component={ShareLinks}
                  props={{ url, title: post.title }}
                />
              </>
            )}
          </StyledFooter>
        </Container>
      </StyledArticle>
      <HydrateWhenVisible>
        <Island
          name="RelatedPosts"
          component={RelatedPostsSection}
          props={{ post: { id: post.id, category: post.category, tags: post.tags } }}
        />
      </HydrateWhenVisible>
    </>
  );
}
