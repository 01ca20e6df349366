/**
 * Every island (lib/Island.tsx) by name, its code fetched only by a page that has it: a page
 * loads React, styled-components and its own islands' code, nothing else.
 */
import type { ComponentType } from 'react';

// Each island's props are checked where it is placed (lib/Island.tsx); here any will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export const ISLANDS: Record<string, () => Promise<AnyComponent>> = {
  SiteHeader: () => import('../app/layout/SiteHeader').then((m) => m.SiteHeader),
  SiteFooter: () => import('../app/layout/SiteFooter').then((m) => m.SiteFooter),
  VerifyEmailBanner: () =>
    import('../features/account/components/VerifyEmailBanner').then((m) => m.VerifyEmailBanner),
  ToastHost: () => import('../ui/ToastHost').then((m) => m.ToastHost),
  NewsletterOutcome: () =>
    import('../features/newsletter/useNewsletterOutcome').then((m) => m.NewsletterOutcome),
  HeroCanvas: () => import('../features/home/components/HeroCanvas').then((m) => m.HeroCanvas),
  HomePortfolio: () =>
    import('../features/home/components/HomeSections').then((m) => m.HomePortfolio),
  HomeTeam: () => import('../features/home/components/HomeSections').then((m) => m.HomeTeam),
  HomeInsights: () =>
    import('../features/home/components/HomeSections').then((m) => m.HomeInsights),
  PortfolioExplorer: () =>
    import('../features/portfolio/components/PortfolioExplorer').then((m) => m.PortfolioExplorer),
  BlogBrowser: () => import('../features/blog/components/BlogBrowser').then((m) => m.BlogBrowser),
  TeamDirectory: () =>
    import('../features/team/components/TeamDirectory').then((m) => m.TeamDirectory),
  ProgramList: () =>
    import('../features/programs/components/ProgramList').then((m) => m.ProgramList),
  ContactForm: () =>
    import('../features/contact/components/ContactForm').then((m) => m.ContactForm),
  ShareLinks: () => import('../features/blog/components/ShareLinks').then((m) => m.ShareLinks),
  RelatedPosts: () =>
    import('../features/blog/components/RelatedPostsSection').then((m) => m.RelatedPostsSection),
  ArticleView: () => import('../features/blog/components/ArticleView').then((m) => m.ArticleView),
};
