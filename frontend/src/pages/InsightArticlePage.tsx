import { useParams } from 'react-router-dom';
import { usePageData } from '../lib/pageData';
import { useSession } from '../features/auth';
import { Article } from '../features/blog/components/Article';
import { usePostQuery } from '../features/blog/blogApi';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Container } from '../ui/Container';
import { LoadingScreen } from '../ui/LoadingScreen';
import { NotFoundPage } from './NotFoundPage';
import { Island } from '../lib/Island';
import { ArticleView } from '../features/blog/components/ArticleView';

/**
 * `/insights/:slug`: the article, or the 404 page when no published article has that slug. The
 * gateway pre-renders both with the article it found (usePageData): the first render shows the
 * same, so the page hydrates as it was painted. The browser still asks for the article, which
 * counts the view and brings any later edit — once the session is known, so that an admin's
 * request, which also finds a draft, shows the draft's preview where a visitor gets 404.
 */
export function InsightArticlePage() {
  const { slug = '' } = useParams();
  const { article } = usePageData();
  const { status, permissions } = useSession();
  const prerendered = article?.slug === slug ? article : undefined;
  const { data, error, isLoading, refetch } = usePostQuery(slug, {
    skip: status === 'restoring',
  });
  const missing = error && 'status' in error && error.status === 404;

  if (missing) return <NotFoundPage />;
  const post = data ?? prerendered?.post;
  if (post)
    return (
      <>
        <Island name="ArticleView" component={ArticleView} props={{ slug }} />
        <Article post={post} />
      </>
    );
  // What a visitor gets 404 for may be a draft an admin is about to see.
  const mayBeDraft = isLoading && permissions.canAccessAdmin;
  if (prerendered?.post === null && !mayBeDraft) return <NotFoundPage />;
  if (isLoading || status === 'restoring') return <LoadingScreen message="Loading article..." />;
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
