import { PageMeta } from '../features/site/PageMeta';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'The partners, operators and engineers who build companies alongside our founders.';

/** Placeholder until the team page is built (spec section 2, "Team"). */
export function TeamPage() {
  return (
    <>
      <PageMeta title="Team" description={DESCRIPTION} />
      <PageHeader eyebrow="Team" title="Meet Our Team" lead={DESCRIPTION} />
    </>
  );
}
