import { PageMeta } from '../features/site/PageMeta';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION = 'Visitors, conversions, traffic sources and behaviour on this website.';

/** Placeholder until the analytics dashboard is built (spec section 2, "Analytics dashboard"). */
export function AnalyticsPage() {
  return (
    <>
      <PageMeta title="Website Analytics" description={DESCRIPTION} />
      <PageHeader eyebrow="Analytics" title="Website Analytics" lead={DESCRIPTION} />
    </>
  );
}
