import { useParams } from 'react-router-dom';
import { usePageData } from '../lib/pageData';
import { Article } from '../features/blog/components/Article';
import { usePostQuery } from '../features/blog/blogApi';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Container } from '../ui/Container';
import { LoadingScreen } from '../ui/LoadingScreen';
import { NotFoundPage } from './NotFoundPage';

/**
 * `/insights/:slug`: the article, or the 404 page when no published article has that slug. The
 * gateway pre-renders both with the article it found (usePageData): the first render shows the
 * same, so the page hydrates as it was painted. The browser still asks for the article, which
 * counts the view and brings any later edit.
 */
export function InsightArticlePage() {
  const { slug = '' } = useParams();
  const { article } = usePageData();
  const prerendered = article?.slug === slug ? article : undefined;
  const { data, error, isLoading, refetch } = usePostQuery(slug);
  const missing = error && 'status' in error && error.status === 404;

  if (missing) return <NotFoundPage />;
  const post = data ?? prerendered?.post;
  if (post) return <Article post={post} />;
  if (prerendered?.post === null) return <NotFoundPage />;
  if (isLoading) return <LoadingScreen message="Loading article..." />;
  return (
    <Container narrow>
      <EmptyState
        title="This article could not be loaded"
        message="Please try again in a moment."
        actions={
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    </Container>
  );
}
