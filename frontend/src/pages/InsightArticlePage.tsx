import { useParams } from 'react-router-dom';
import { Article } from '../features/insights/components/Article';
import { usePostQuery } from '../features/insights/insightsApi';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Container } from '../ui/Container';
import { LoadingScreen } from '../ui/LoadingScreen';
import { NotFoundPage } from './NotFoundPage';

/** `/insights/:slug`: the article, or the 404 page when no published article has that slug. */
export function InsightArticlePage() {
  const { slug = '' } = useParams();
  const { data: post, error, isLoading, refetch } = usePostQuery(slug);

  if (isLoading) return <LoadingScreen message="Loading article..." />;
  if (post) return <Article post={post} />;
  if (error && 'status' in error && error.status === 404) return <NotFoundPage />;
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
