import { PageMeta } from '../features/site/PageMeta';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION = 'Seed-stage AI companies we build together with their founders.';

/** Placeholder until the portfolio itself is built (spec section 2, "Portfolio"). */
export function PortfolioPage() {
  return (
    <>
      <PageMeta title="Portfolio" description={DESCRIPTION} />
      <PageHeader eyebrow="AI-Powered Portfolio" title="Portfolio" lead={DESCRIPTION} />
    </>
  );
}
