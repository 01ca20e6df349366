import { PUBLIC_PAGES } from '@sandglass/shared';
import { HydrateWhenVisible } from '../app/HydrateWhenVisible';
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

/**
 * Spec section 2, in order: hero, thesis quote, portfolio, team, programs, latest insights. What
 * is below the hero hydrates (and asks for its lists) as it comes near the screen.
 */
export function HomePage() {
  const { firmName } = useSiteConfig();
  useNewsletterOutcome();

  return (
    <>
      <PageMeta {...PUBLIC_PAGES['/']} />
      <HomeHero firmName={firmName} />
      <HydrateWhenVisible offscreenHeight="720px">
        <ThesisQuote />
      </HydrateWhenVisible>
      <HydrateWhenVisible offscreenHeight="720px">
        <HomePortfolio />
      </HydrateWhenVisible>
      <HydrateWhenVisible offscreenHeight="720px">
        <HomeTeam />
      </HydrateWhenVisible>
      <HydrateWhenVisible offscreenHeight="720px">
        <HomePrograms />
      </HydrateWhenVisible>
      <HydrateWhenVisible offscreenHeight="720px">
        <HomeInsights />
      </HydrateWhenVisible>
    </>
  );
}
