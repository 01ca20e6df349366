import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlogPost, SiteConfig } from '@sandglass/shared';
import type { Logger } from 'pino';

export interface PrerenderedPage {
  html: string;
  css: string;
  /** Marks the style tag so the browser's styled-components adopts its rules (entry-server.tsx). */
  styledComponentsVersion?: string;
  /** The data the page was rendered with, as an element to write beside #root. */
  data?: string;
  /**
   * Rendered as islands (frontend/src/islands/entry-server.tsx): served with the islands' script
   * (islands.html), which hydrates each island on its own, instead of the app's.
   */
  islands?: boolean;
}

/** What a page is rendered with beyond its address (frontend/src/lib/pageData.tsx). */
export interface PrerenderData {
  article?: { slug: string; post: BlogPost | null };
}

/** What the front end's pre-render bundle (frontend/src/entry-server.tsx) exports. */
export interface PrerenderBundle {
  prerenderPage(pathname: string, site: SiteConfig, data?: PrerenderData): Promise<PrerenderedPage>;
}

/** Articles (and made-up slugs) kept rendered, the least recently rendered dropped first. */
const MAX_ARTICLES = 200;

/** A page rendered with data is kept while the data is the same (an edit renders it anew). */
function cacheKey(location: string, data: PrerenderData | undefined): string {
  const article = data?.article;
  if (!article) return location;
  return `${location}\n${article.post ? `${article.post.id}@${article.post.updatedAt}` : 'missing'}`;
}

/** Where `npm run build -w frontend` writes the bundle (dot folder: never served as a file). */
export const PRERENDER_BUNDLE = join('.ssr', 'entry-server.js');
/** The public pages' islands pre-renderer, beside it (frontend/vite.islands.config.ts). */
export const ISLANDS_PRERENDER_BUNDLE = join('.ssr-islands', 'entry-server.js');

/**
 * The public pages as the app first draws them (session not known yet, lists loading), rendered
 * once per page with the site's settings and kept: the HTML paints before any JavaScript has run,
 * then the app hydrates it. A page that fails to render is served without, as before.
 */
export class Prerenderer {
  private readonly pages = new Map<string, Promise<PrerenderedPage | undefined>>();
  private readonly articles = new Map<string, Promise<PrerenderedPage | undefined>>();

  constructor(
    private readonly bundle: PrerenderBundle | undefined,
    private readonly site: SiteConfig,
    private readonly logger: Logger,
  ) {}

  static async load(
    dist: string,
    site: SiteConfig,
    logger: Logger,
    bundlePath = PRERENDER_BUNDLE,
  ): Promise<Prerenderer> {
    try {
      const bundle = (await import(pathToFileURL(join(dist, bundlePath)).href)) as PrerenderBundle;
      return new Prerenderer(bundle, site, logger);
    } catch (error) {
      logger.warn(
        { dist, bundle: bundlePath, err: error },
        'no pre-render bundle: pages paint once their code runs',
      );
      return new Prerenderer(undefined, site, logger);
    }
  }

  get available(): boolean {
    return this.bundle !== undefined;
  }

  page(location: string | undefined, data?: PrerenderData): Promise<PrerenderedPage | undefined> {
    const bundle = this.bundle;
    if (!bundle || location === undefined) return Promise.resolve(undefined);
    // The public pages are a fixed few, kept for good; articles are many and change.
    const pages = data ? this.articles : this.pages;
    const key = cacheKey(location, data);
    let page = pages.get(key);
    if (page) {
      pages.delete(key);
    } else {
      page = bundle.prerenderPage(location, this.site, data).catch((error: unknown) => {
        this.logger.error({ location, err: error }, 'pre-rendering failed');
        return undefined;
      });
    }
    pages.set(key, page);
    if (pages === this.articles && pages.size > MAX_ARTICLES) {
      const oldest = pages.keys().next().value;
      if (oldest !== undefined) pages.delete(oldest);
    }
    return page;
  }
}

/** The app's root with the page in it, as main.tsx expects to hydrate it. */
export function prerenderedRoot(page: PrerenderedPage): string {
  return `${page.data ?? ''}<div id="root">${page.html}</div>`;
}

/**
 * The page's styles, under this response's CSP nonce, marked the way styled-components looks for
 * server-rendered rules (`data-styled` and its version), so hydrating does not generate them again.
 */
export function prerenderedStyle(page: PrerenderedPage, nonce: string): string {
  const version = page.styledComponentsVersion;
  const adopt =
    version && /^[\w.+-]+$/.test(version)
      ? ` data-styled="true" data-styled-version="${version}"`
      : '';
  const css = page.css.replace(/<\//g, '<\\/');
  return `<style data-prerendered${adopt} nonce="${nonce}">${css}</style>`;
}

/**
 * A pre-rendered page paints without its scripts: fetching them at low priority lets the style
 * sheet, fonts and images the first paint uses go first (the scripts follow to make it live).
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}
