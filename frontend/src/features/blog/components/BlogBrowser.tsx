import { BLOG_CATEGORIES, type BlogCategoryId } from '@sandglass/shared';
import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { EmptyState } from '../../../ui/EmptyState';
import { GridList } from '../../../ui/GridList';
import type { FilterOption } from '../../../ui/FilterButtons';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { SearchFilterBar } from '../../../ui/SearchFilterBar';
import { Section } from '../../../ui/Section';
import { useUrlFilters } from '../../../ui/useUrlFilters';
import { usePostsQuery } from '../blogApi';
import {
  articlesFoundText,
  countByCategory,
  featuredAndLatest,
  filterPosts,
  BLOG_UNAVAILABLE,
  NO_POST_FILTERS,
  postFiltersFromParams,
  type PostCategoryFilter,
} from '../posts';
import { FeaturedArticle } from './FeaturedArticle';
import { PostCard } from './PostCard';
import { lazyPart } from '../../../lib/lazyPart';
import { useDeferredData } from '../../../lib/useDeferredData';

/*
 * Below the list, the sign-up and the category cards: their code is fetched once the list has
 * its posts, not with the list's, which a public page needs before it is live.
 */
const NewsletterSignup = lazyPart(() => import('../../newsletter').then((m) => m.NewsletterSignup));
const ContentCategories = lazyPart(() =>
  import('./ContentCategories').then((m) => m.ContentCategories),
);

const CATEGORY_OPTIONS: readonly FilterOption<PostCategoryFilter>[] = [
  { value: 'all', label: 'All' },
  ...BLOG_CATEGORIES.map(({ id, label }) => ({ value: id, label })),
];

const StyledLatestHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(16)} 0 ${theme.space(8)}`};
`;

const StyledLatestTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const StyledCount = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-weight: 500;
`;

const StyledBand = styled.div`
  padding-bottom: ${({ theme }) => theme.space(16)};

  ${({ theme }) => theme.media.md} {
    padding-bottom: ${({ theme }) => theme.space(24)};
  }
`;

/**
 * The blog listing (spec section 2): search and category filter, the article an admin chose to
 * feature (else the newest match) as the Featured Article and the rest under "Latest Insights", then the newsletter and the category grid.
 */
export function BlogBrowser() {
  const { data: posts, isLoading, isError, refetch } = useDeferredData(usePostsQuery());
  const { filters, setFilters } = useUrlFilters(NO_POST_FILTERS, postFiltersFromParams);
  const resultsId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const newsletterRef = useRef<HTMLInputElement>(null);

  function handleClear() {
    setFilters(NO_POST_FILTERS);
  }

  function handleCategoryCard(category: BlogCategoryId) {
    setFilters({ ...filters, category });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  function handleSubscribeForUpdates() {
    newsletterRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    newsletterRef.current?.focus({ preventScroll: true });
  }

  const newsletter = (
    <StyledBand>
      <Container>
        <NewsletterSignup inputRef={newsletterRef} />
      </Container>
    </StyledBand>
  );

  if (isLoading) return <LoadingScreen message="Loading insights..." />;

  if (isError && !posts) {
    return (
      <Section title="Articles" tone="paper">
        <EmptyState
          title="Articles could not be loaded"
          message="Please try again in a moment."
          actions={
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      </Section>
    );
  }

  if (!posts || posts.length === 0) {
    return (
      <>
        <Section title="Articles" tone="paper">
          <EmptyState
            title="Coming Soon"
            message={BLOG_UNAVAILABLE}
            actions={<Button onClick={handleSubscribeForUpdates}>Subscribe for Updates</Button>}
          />
        </Section>
        {newsletter}
      </>
    );
  }

  const shown = filterPosts(posts, filters);
  const { featured, latest } = featuredAndLatest(shown);

  return (
    <>
      <Section title="Articles" tone="paper">
        <SearchFilterBar
          noun="articles"
          controls={resultsId}
          options={CATEGORY_OPTIONS}
          filters={filters}
          onChange={setFilters}
        />
        <div id={resultsId} ref={resultsRef}>
          {featured ? (
            <>
              <FeaturedArticle post={featured} />
              <StyledLatestHeader>
                <StyledLatestTitle>Latest Insights</StyledLatestTitle>
                <StyledCount role="status">{articlesFoundText(shown.length)}</StyledCount>
              </StyledLatestHeader>
              {latest.length > 0 && (
                <GridList $columns={{ md: 2, lg: 3 }} $gap={6}>
                  {latest.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} />
                    </li>
                  ))}
                </GridList>
              )}
            </>
          ) : (
            <div role="status">
              <EmptyState
                title="No articles found"
                message="Try another search term or category."
                actions={
                  <Button variant="secondary" onClick={handleClear}>
                    Clear Filters
                  </Button>
                }
              />
            </div>
          )}
        </div>
      </Section>
      {newsletter}
      <Section title="Content Categories" lead="Choose a subject to see its articles." tone="muted">
        <ContentCategories
          counts={countByCategory(posts)}
          selected={filters.category}
          onSelect={handleCategoryCard}
        />
      </Section>
    </>
  );
}
