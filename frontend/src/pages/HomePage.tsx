import { PUBLIC_PAGES } from '@sandglass/shared';
import { HydrateWhenVisible } from '../lib/HydrateWhenVisible';
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

const BELOW_THE_HERO = [
  ['thesis', ThesisQuote],
  ['portfolio', HomePortfolio],
  ['team', HomeTeam],
  ['programs', HomePrograms],
  ['insights', HomeInsights],
] as const;

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
      {BELOW_THE_HERO.map(([key, Section]) => (
        <HydrateWhenVisible key={key} offscreenHeight="720px">
          <Section />
        </HydrateWhenVisible>
      ))}
    </>
  );
}
