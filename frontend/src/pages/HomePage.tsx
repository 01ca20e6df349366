import { PUBLIC_PAGES } from '@sandglass/shared';
import { HomeHero } from '../features/home/components/HomeHero';
import {
  HomeInsights,
  HomePortfolio,
  HomePrograms,
  HomeTeam,
} from '../features/home/components/HomeSections';
import { ThesisQuote } from '../features/home/components/ThesisQuote';
import { useNewsletterOutcome } from '../features/newsletter/useNewsletterOutcome';
import { PageMeta } from '../features/site/PageMeta';
import { useSiteConfig } from '../features/site/SiteConfigProvider';

/** Spec section 2, in order: hero, thesis quote, portfolio, team, programs, latest insights. */
export function HomePage() {
  const { firmName } = useSiteConfig();
  useNewsletterOutcome();

  return (
    <>
      <PageMeta {...PUBLIC_PAGES['/']} />
      <HomeHero firmName={firmName} />
      <ThesisQuote />
      <HomePortfolio />
      <HomeTeam />
      <HomePrograms />
      <HomeInsights />
    </>
  );
}
