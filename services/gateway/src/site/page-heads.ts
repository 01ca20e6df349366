import {
  articlePageHead,
  isAppRoute,
  NOT_FOUND_PAGE,
  pageHead,
  PUBLIC_PAGES,
  type PageHead,
  type PageHeadInput,
  type SiteConfig,
} from '@sandglass/shared';
import type { ArticleSource } from './article-source.js';
import { ARTICLE_ROUTE, NOT_FOUND_ROUTE } from './page-preloads.js';
import type { PrerenderData } from './prerender.js';

export interface RoutedHead {
  status: 200 | 404;
  head: PageHead;
  /** The front end's route whose page's code is preloaded with the HTML, if any. */
  route?: string;
  /** The address to pre-render the page at (the same for every unknown address). */
  prerender?: string;
  /** What the page is pre-rendered with beyond its address (an article). */
  data?: PrerenderData;
}

/** Any address the app does not know renders its not-found page. */
const NOT_FOUND_LOCATION = '/404';

const ARTICLE_PATH = /^\/insights\/([^/]+)$/;

function decodeSlug(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function isPublicPage(path: string): path is keyof typeof PUBLIC_PAGES {
  return Object.hasOwn(PUBLIC_PAGES, path);
}

/**
 * The head tags of every page the gateway serves, so crawlers and link previews that run no
 * JavaScript see each page's own: the public pages from PUBLIC_PAGES, an article's from the
 * content service (generic insights tags while it cannot answer), 404 for an unknown path or
 * article. Signed-in and admin pages get the home page's tags, kept out of search results.
 */
export class PageHeads {
  constructor(
    private readonly site: SiteConfig,
    private readonly articles: ArticleSource,
  ) {}

  async resolve(pathname: string): Promise<RoutedHead> {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const head = (input: Omit<PageHeadInput, 'site' | 'pathname'>) =>
      pageHead({ site: this.site, pathname: path, ...input });
    const page = (input: Omit<PageHeadInput, 'site' | 'pathname'>, route?: string): RoutedHead => ({
      status: 200,
      head: head(input),
      route,
    });
    const notFound = (): RoutedHead => ({
      status: 404,
      head: head({ ...NOT_FOUND_PAGE, noIndex: true }),
      route: NOT_FOUND_ROUTE,
      prerender: NOT_FOUND_LOCATION,
    });

    // A public page's address is its route.
    if (isPublicPage(path)) return { ...page(PUBLIC_PAGES[path], path), prerender: path };

    const segment = ARTICLE_PATH.exec(path)?.[1];
    if (segment !== undefined) {
      const slug = decodeSlug(segment);
      const lookup =
        slug === undefined ? { kind: 'missing' as const } : await this.articles.find(slug);
      if (lookup.kind === 'unavailable') return page(PUBLIC_PAGES['/insights'], ARTICLE_ROUTE);
      // The article page itself renders what was found, or its 404 page: pre-rendered at this
      // address with the same data the browser's first render gets, so it hydrates cleanly.
      // (The Markdown source is not shown, only the body the content service rendered from it.)
      const post = lookup.kind === 'found' ? { ...lookup.post, body: '' } : null;
      const data = { article: { slug: slug ?? segment, post } };
      if (lookup.kind === 'found')
        return { ...page(articlePageHead(lookup.post), ARTICLE_ROUTE), prerender: path, data };
      return { ...notFound(), route: ARTICLE_ROUTE, prerender: path, data };
    }

    // Signed-in and admin pages preload the app's chunks only.
    if (isAppRoute(path)) return page({ ...PUBLIC_PAGES['/'], noIndex: true });
    return notFound();
  }
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** `</script>` inside a string must not end the JSON-LD block. */
const jsonForScript = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head as HTML, in the order the front end's applyPageHead keeps. */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map(
      ({ key, value, content }) => `<meta ${key}="${value}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
}
