import { TextCardGrid } from '../../../ui/TextCardGrid';

const SUPPORT = [
  {
    title: 'Technical Talent Recruitment',
    text: 'We find and vet the engineers, ML researchers and engineering leaders a seed-stage company cannot yet attract alone, and our program alumni often join as early hires.',
  },
  {
    title: 'AI/ML Integration Guidance',
    text: 'Partners who have shipped models to production help choose architectures, set up evaluation, and turn a demo into a reliable product customers pay for.',
  },
  {
    title: 'Infrastructure & Resources',
    text: 'Compute credits, negotiated cloud and data agreements, security reviews and the shared tooling our companies would otherwise spend months building.',
  },
] as const;

/** Spec section 2: what the firm gives its companies besides capital (on a night section). */
export function PortfolioSupport() {
  return <TextCardGrid cards={SUPPORT} look="sandRuleOnNight" />;
}
