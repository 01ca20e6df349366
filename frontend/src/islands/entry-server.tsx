/**
 * Pre-rendering for the gateway, island by island: a public page (or article) as plain HTML with
 * its CSS, the parts a visitor interacts with marked as islands (lib/Island.tsx) with their props
 * beside them, for islands/main.tsx to hydrate one by one. Built by `vite build --ssr` with the
 * islands' configuration (vite.islands.config.ts) into dist/.ssr-islands; the same interface as
 * src/entry-server.tsx, which the gateway falls back to without it.
 */
import type { SiteConfig } from '@sandglass/shared';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { GlobalStyle } from '../app/GlobalStyle';
import { loadLazyParts } from '../lib/lazyPart';
import { pageDataScript, type PageData } from '../lib/pageData';
import { ContactPage } from '../pages/ContactPage';
import { HomePage } from '../pages/HomePage';
import { InsightArticlePage } from '../pages/InsightArticlePage';
import { InsightsPage } from '../pages/InsightsPage';
import { InvestmentThesisPage } from '../pages/InvestmentThesisPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PortfolioPage } from '../pages/PortfolioPage';
import { ProgramsPage } from '../pages/ProgramsPage';
import { TeamPage } from '../pages/TeamPage';
import { ISLAND_TAG, IslandNotes, type NotedIsland } from './Island';
import { islandPropsScript } from './islandProps';
import { IslandProviders } from './IslandProviders';
import { IslandRoot } from './IslandRoot';
import { PublicLayout } from './PublicLayout';
import { ISLANDS } from './registry';
import { setServerLocation } from './routerShim';
import { collectStyles } from './styledShim';

export interface PrerenderedPage {
  html: string;
  /** The rules the page and its islands use, made by the islands' styles (styledShim.ts). */
  css: string;
  data?: string;
  /** Pre-rendered as islands: the gateway serves it with the islands' script, not the app's. */
  islands: true;
}

/** The public pages (spec section 2) and where each is. */
const PAGES: Record<string, ComponentType> = {
  '/': HomePage,
  '/investment-thesis': InvestmentThesisPage,
  '/portfolio': PortfolioPage,
  '/team': TeamPage,
  '/programs': ProgramsPage,
  '/insights': InsightsPage,
  '/contact': ContactPage,
};
const ARTICLE = /^\/insights\/([^/]+)\/?$/;

function pageAt(pathname: string): { Page: ComponentType; params: Record<string, string> } {
  const Page = PAGES[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
  if (Page) return { Page, params: {} };
  const article = ARTICLE.exec(pathname);
  if (article)
    return { Page: InsightArticlePage, params: { slug: decodeURIComponent(article[1]!) } };
  return { Page: NotFoundPage, params: {} };
}

const SLOT = new RegExp(`<${ISLAND_TAG} data-island-slot="(\\d+)"></${ISLAND_TAG}>`, 'g');

export async function prerenderPage(
  pathname: string,
  site: SiteConfig,
  pageData: PageData = {},
): Promise<PrerenderedPage> {
  const { Page, params } = pageAt(pathname);
  setServerLocation(pathname, params);
  await loadLazyParts();
  const islands: NotedIsland[] = [];
  const { result: html, css } = collectStyles(() => {
    const page = renderToString(
      <StrictMode>
        <IslandNotes value={islands}>
          <IslandProviders site={site} pageData={pageData}>
            <GlobalStyle />
            <PublicLayout>
              <Page />
            </PublicLayout>
          </IslandProviders>
        </IslandNotes>
      </StrictMode>,
    );
    // Each island as the root the browser hydrates (islands/main.tsx renders the same tree).
    const rendered = islands.map(({ name, props, element }, index) => {
      if (!(name in ISLANDS)) throw new Error(`No island is registered as "${name}".`);
      const id = `i${index}-`;
      const island = renderToString(
        <IslandRoot site={site} pageData={pageData}>
          {element}
        </IslandRoot>,
        { identifierPrefix: id },
      );
      return `${islandPropsScript(props)}<${ISLAND_TAG} data-island="${name}" data-island-id="${id}">${island}</${ISLAND_TAG}>`;
    });
    return page.replace(SLOT, (_slot, index: string) => rendered[Number(index)] ?? '');
  });
  return {
    html,
    css,
    data: Object.keys(pageData).length > 0 ? pageDataScript(pageData) : undefined,
    islands: true,
  };
}
