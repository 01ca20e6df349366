/**
 * Each page's code, preloaded with its HTML. The entry starts the app only after the first paint,
 * and the router fetches a page's chunk only once the app runs; announcing both in the HTML lets
 * the browser fetch everything at once, which takes round trips off the time to a live page.
 */

/**
 * `dist/.vite/routes.json`, written by the front end's build (frontend/src/app/routeManifest.ts):
 * the app's chunks, then per route of the front end's router the chunks of its page beyond those.
 */
export interface RouteManifest {
  app: string[];
  routes: Record<string, string[]>;
}

/** The router's routes the gateway names: an article, and any address it does not know. */
export const ARTICLE_ROUTE = '/insights/:slug';
export const NOT_FOUND_ROUTE = '*';

export class PagePreloads {
  constructor(private readonly manifest: RouteManifest = { app: [], routes: {} }) {}

  /** The app's chunks and those of the page at this route of the router, if any. */
  files(route: string | undefined): string[] {
    return [...this.manifest.app, ...((route && this.manifest.routes[route]) || [])];
  }

  /** `<link rel="modulepreload">` tags for those chunks. */
  links(route: string | undefined): string {
    return this.files(route)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
      .join('\n    ');
  }
}
