import { PortfolioExplorer } from '../features/portfolio/components/PortfolioExplorer';
import { PortfolioSupport } from '../features/portfolio/components/PortfolioSupport';
import { PublicPageIntro } from '../features/site/PublicPageIntro';
import { ButtonLink } from '../ui/Button';
import { Island } from '../lib/Island';
import { Section } from '../ui/Section';

export function PortfolioPage() {
  return (
    <>
      <PublicPageIntro
        path="/portfolio"
        eyebrow="AI-Powered Portfolio"
        title="The companies we build with their founders"
        lead="Seed-stage companies that make AI the core of their product, from inference platforms to legal, security and creative tools."
      />
      <Section title="Our companies" tone="paper">
        <Island name="PortfolioExplorer" component={PortfolioExplorer} />
      </Section>
      <Section
        title="How We Support Our Companies"
        eyebrow="Beyond capital"
        lead="Every company gets the same hands-on help, from the first hire to production."
        tone="night"
        action={
          <ButtonLink to="/contact?interest=investment" variant="accent">
            Share Your Pitch
          </ButtonLink>
        }
      >
        <PortfolioSupport />
      </Section>
    </>
  );
}
