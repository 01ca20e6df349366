import { BlogBrowser } from '../features/blog/components/BlogBrowser';
import { PublicPageIntro } from '../features/site/PublicPageIntro';

export function InsightsPage() {
  return (
    <>
      <PublicPageIntro path="/insights" eyebrow="Insights" title="AI Investment Insights" />
      <BlogBrowser />
    </>
  );
}
