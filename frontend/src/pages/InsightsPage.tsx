import { PageMeta } from '../features/site/PageMeta';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Our perspective on AI trends, investment, technology and the companies we back.';

/** Placeholder until the blog listing is built (spec section 2, "Insights"). */
export function InsightsPage() {
  return (
    <>
      <PageMeta title="AI Investment Insights" description={DESCRIPTION} />
      <PageHeader eyebrow="Insights" title="AI Investment Insights" lead={DESCRIPTION} />
    </>
  );
}
