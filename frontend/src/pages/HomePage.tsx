import { PUBLIC_PAGES } from '@sandglass/shared';
import { HydrateWhenVisible } from '../lib/HydrateWhenVisible';
import { Island } from '../lib/Island';
import { HomeHero } from '../features/home/components/HomeHero';
import {
  HomeInsights,
  HomePortfolio,
  HomePrograms,
  HomeTeam,
} from '../features/home/components/HomeSections';
import { ThesisQuote } from '../features/home/components/ThesisQuote';
import { NewsletterOutcome } from '../features/newsletter/useNewsletterOutcome';
import { PageMeta } from '../features/site/PageMeta';
import { useSiteConfig } from '../features/site/SiteConfigProvider';

/** The sections below the hero; those with lists from the API are islands (lib/Island.tsx). */
const BELOW_THE_HERO = [
  ['thesis', <ThesisQuote />],
  ['portfolio', <Island name="HomePortfolio" component={HomePortfolio} />],
  ['team', <Island name="HomeTeam" component={HomeTeam} />],
  ['programs', <HomePrograms />],
  ['insights', <Island name="HomeInsights" component={HomeInsights} />],
] as const;

/**
 * Spec section 2, in order: hero, thesis quote, portfolio, team, programs, latest insights. What
 * is below the hero hydrates (and asks for its lists) as it comes near the screen.
 */
export function HomePage() {
  const { firmName } = useSiteConfig();

  return (
    <>
      <PageMeta {...PUBLIC_PAGES['/']} />
      <Island name="NewsletterOutcome" component={NewsletterOutcome} />
      <HomeHero firmName={firmName} />
      {BELOW_THE_HERO.map(([key, section]) => (
        <HydrateWhenVisible key={key} offscreenHeight="720px">
          {section}
        </HydrateWhenVisible>
      ))}
    </>
  );
}
