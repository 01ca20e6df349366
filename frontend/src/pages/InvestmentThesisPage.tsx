import { PageMeta } from '../features/site/PageMeta';
import { ButtonLink } from '../ui/Button';
import { PageHeader } from '../ui/PageHeader';

const DESCRIPTION =
  'Collaborative company building: we back founders who make AI the core of their product, and we build the company alongside them.';

/** Placeholder until the full thesis is written up (spec section 2, "Thesis"). */
export function InvestmentThesisPage() {
  return (
    <>
      <PageMeta title="Investment Thesis" description={DESCRIPTION} />
      <PageHeader
        eyebrow="Investment Thesis"
        title="AI as Core Competitive Advantage"
        lead={DESCRIPTION}
        actions={
          <>
            <ButtonLink to="/contact">Share Your Pitch</ButtonLink>
            <ButtonLink to="/portfolio" variant="secondary">
              See Our Portfolio
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
