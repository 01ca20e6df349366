import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION = 'Articles from our AI investment insights will be published at this address.';

/** Placeholder for one blog article (spec: "Read Full Article"; its route is not shown). */
export function InsightArticlePage() {
  return (
    <>
      <PageMeta title="AI Investment Insights" description={DESCRIPTION} />
      <PageHeader
        eyebrow="AI Investment Insights"
        title="Article"
        lead={DESCRIPTION}
        actions={
          <ButtonLink to="/insights" variant="secondary">
            Back to Insights
          </ButtonLink>
        }
      />
    </>
  );
}
