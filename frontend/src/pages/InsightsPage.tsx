import { BlogBrowser } from '../features/blog/components/BlogBrowser';
import { PublicPageIntro } from '../features/site/PublicPageIntro';
import { Island } from '../lib/Island';

export function InsightsPage() {
  return (
    <>
      <PublicPageIntro path="/insights" eyebrow="Insights" title="AI Investment Insights" />
      <Island name="BlogBrowser" component={BlogBrowser} />
    </>
  );
}
