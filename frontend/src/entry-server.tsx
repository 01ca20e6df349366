/**
 * Pre-rendering for the gateway: the page at an address as HTML with its CSS, in the state the
 * browser's first render has too (session not known yet, lists loading). The gateway serves it
 * inside #root, so the page paints before any JavaScript runs, and main.tsx hydrates it.
 * Built by `vite build --ssr` into dist/.ssr.
 */
import type { SiteConfig } from '@sandglass/shared';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, version as styledComponentsVersion } from 'styled-components';
import { App } from './app/App';
import { loadLazyParts } from './lib/lazyPart';
import { pageDataScript, type PageData } from './lib/pageData';
import { preloadPage } from './app/router';
import { createAppStore } from './app/store';

export interface PrerenderedPage {
  html: string;
  /** The rules of every styled component on the page, and the global styles. */
  css: string;
  /**
   * The styled-components version that wrote `css`: on a style tag marked with it, the browser's
   * styled-components adopts those rules instead of generating every one of them again while the
   * page hydrates.
   */
  styledComponentsVersion: string;
  /** The page's data as an element for the gateway to write beside #root (start.tsx reads it). */
  data?: string;
}

export async function prerenderPage(
  pathname: string,
  site: SiteConfig,
  pageData?: PageData,
): Promise<PrerenderedPage> {
  // The page's code first: a page that suspended would pre-render as its loading screen.
  await preloadPage(pathname);
  // The page's own lazy parts, known once its code has loaded.
  await loadLazyParts();
  // The state the browser hydrates against: no session known yet, nothing loaded.
  const store = createAppStore();
  const sheet = new ServerStyleSheet();
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={pathname}>{children}</StaticRouter>;
  }
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App store={store} site={site} Router={Router} pageData={pageData} />
        </StrictMode>,
      ),
    );
    return {
      html,
      css: sheet.instance.toString(),
      styledComponentsVersion,
      data: pageData ? pageDataScript(pageData) : undefined,
    };
  } finally {
    sheet.seal();
  }
}
