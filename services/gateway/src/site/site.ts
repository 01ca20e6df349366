import { readdir, readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { SITE_CONFIG_META_NAME, type SiteConfig } from '@sandglass/shared';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Logger } from 'pino';
import { cspNonce } from '../security/security-headers.js';
import { renderHead, type PageHeads } from './page-heads.js';
import { PagePreloads, type RouteManifest } from './page-preloads.js';
import {
  ISLANDS_PRERENDER_BUNDLE,
  lowPriorityScripts,
  prerenderedRoot,
  prerenderedStyle,
  Prerenderer,
  type PrerenderData,
  type PrerenderedPage,
} from './prerender.js';

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const SITE_META = new RegExp(`<meta\\s+name="${SITE_CONFIG_META_NAME}"\\s+content="[^"]*"\\s*/?>`);
const NONCE_META = /<meta\s+name="csp-nonce"\s+content="[^"]*"\s*\/?>/;
/** The template's own title and description: the page's head tags take their place. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const EMPTY_ROOT = '<div id="root"></div>';
/** The build's style sheets (the fonts' @font-face rules), linked from index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/assets\/[\w.-]+\.css"[^>]*>/g;

/** The variants the build writes beside each text asset (frontend/vite.config.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof PRECOMPRESSED)[number]['encoding'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The front end has not been built yet. Run <code>npm run build</code> and reload.</p></html>`;

/**
 * Serves the built front end: hashed assets with a year-long immutable cache, other files
 * briefly cached, and index.html (with this request's CSP nonce, the site settings and the
 * page's own title, description, canonical link, Open Graph tags and JSON-LD filled in) for
 * every app route. Any other path, or an article that does not exist, gets the same page with
 * status 404, which the app renders as "404 Page Not Found".
 */
export class Site {
  /**
   * index.html with what is the same for every page already written in (the site settings, no
   * template description), as it is and with the scripts a pre-rendered page fetches late.
   */
  private templates?: { plain: string; prerendered: string; islands?: string };
  private preloads = new PagePreloads();
  private prerenderer?: Prerenderer;
  /** The public pages as islands (frontend/src/islands), when the build has them. */
  private islands?: Prerenderer;
  /** `/assets/<file>` → the encodings the build wrote it in. */
  private precompressed = new Map<string, Encoding[]>();

  constructor(
    private readonly dist: string,
    private readonly site: SiteConfig,
    private readonly heads: PageHeads,
    private readonly logger: Logger,
  ) {}

  async load(): Promise<void> {
    const siteMeta = `<meta name="${SITE_CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(this.site))}" />`;
    const template = (html: string) =>
      html.replace(TEMPLATE_DESCRIPTION, '').replace(SITE_META, () => siteMeta);
    // A pre-rendered page paints before its style sheets (the fonts' rules, which the page's
    // local fallbacks stand in for): linked for print, which holds nothing back, and switched
    // on by main.tsx after the first paint, so neither the sheet nor the fonts it names are
    // fetched ahead of the first paint (Lighthouse's model counts what finished before it).
    const paintFirst = (html: string) =>
      lowPriorityScripts(
        html.replace(STYLESHEET_LINK, (link) =>
          link.replace(
            '<link rel="stylesheet"',
            '<link rel="stylesheet" media="print" data-after-paint',
          ),
        ),
      );
    try {
      const plain = template(await readFile(join(this.dist, 'index.html'), 'utf8'));
      this.templates = { plain, prerendered: paintFirst(plain) };
    } catch {
      this.logger.warn({ dist: this.dist }, 'no built front end found; run npm run build');
    }
    // islands.html: the same page with the islands' script (islands/main.tsx) instead of the app's.
    if (this.templates) {
      try {
        const islands = template(await readFile(join(this.dist, 'islands.html'), 'utf8'));
        this.templates.islands = paintFirst(islands);
      } catch {
        this.logger.warn({ dist: this.dist }, 'no islands page: public pages hydrate as the app');
      }
    }
    try {
      const manifest = await readFile(join(this.dist, '.vite', 'routes.json'), 'utf8');
      this.preloads = new PagePreloads(JSON.parse(manifest) as RouteManifest);
    } catch {
      this.logger.warn({ dist: this.dist }, 'no route manifest: pages load without preloads');
    }
    if (this.templates)
      this.prerenderer = await Prerenderer.load(this.dist, this.site, this.logger);
    if (this.templates?.islands) {
      const islands = await Prerenderer.load(
        this.dist,
        this.site,
        this.logger,
        ISLANDS_PRERENDER_BUNDLE,
      );
      if (islands.available) this.islands = islands;
    }
    this.precompressed = await findPrecompressed(join(this.dist, 'assets'));
  }

  handlers(): RequestHandler[] {
    const assets = express.static(this.dist, {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res, path) => {
        const hashed = path.startsWith(resolve(this.dist, 'assets') + sep);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
    const skipApi: RequestHandler = (req, res, next) => {
      if (req.path === '/api' || req.path.startsWith('/api/') || req.path === '/index.html')
        return next();
      assets(req, res, next);
    };
    return [this.sendPrecompressed, skipApi, this.page];
  }

  /**
   * A hashed asset the build also wrote compressed goes out as that file, in the best encoding
   * the client accepts (the compression middleware leaves an encoded response alone); other
   * requests pass on to the plain file.
   */
  private readonly sendPrecompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encodings = this.precompressed.get(req.path);
    if (!encodings) return next();
    res.vary('Accept-Encoding');
    // No Accept-Encoding header: send the file as it is, which every client can read.
    if (!req.headers['accept-encoding']) return next();
    const chosen = req.acceptsEncodings([...encodings, 'identity']);
    const variant = PRECOMPRESSED.find((candidate) => candidate.encoding === chosen);
    if (!variant) return next();
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', variant.encoding);
    res.sendFile(
      join(this.dist, req.path + variant.suffix),
      { cacheControl: false, acceptRanges: false, headers: { 'Cache-Control': IMMUTABLE } },
      (error?: Error) => {
        if (error && !res.headersSent) {
          res.removeHeader('Content-Encoding');
          next();
        }
      },
    );
  };

  private readonly page = async (
    req: Request,
    res: Response,
    next: NextFunction,
  ): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path === '/health')
      return next();
    // A missing file with an extension (an old hashed asset, a typo) is a plain 404.
    if (extname(req.path) && req.path !== '/index.html') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const path = req.path === '/index.html' ? '/' : req.path;
    const { status, head, route, prerender, data } = await this.heads.resolve(path);
    const prerendered = await this.prerendererFor(data)?.page(prerender, data);
    res.status(status);
    res.setHeader('Cache-Control', 'no-cache');
    res
      .type('html')
      .send(this.render(res, renderHead(head), this.preloads.links(route), prerendered));
  };

  /**
   * The islands for every pre-rendered page, but an address with no published article: that is
   * the app's, whose article page shows an admin the draft there once the session is known.
   */
  private prerendererFor(data: PrerenderData | undefined): Prerenderer | undefined {
    if (data?.article && data.article.post === null) return this.prerenderer;
    return this.islands ?? this.prerenderer;
  }

  private render(
    res: Response,
    head: string,
    preloads: string,
    prerendered: PrerenderedPage | undefined,
  ): string {
    if (!this.templates) return NOT_BUILT;
    const nonce = cspNonce(res);
    // A pre-rendered page paints without its code, which main.tsx fetches after that first paint
    // (so it cannot compete with what the paint needs); any other page needs its code to paint.
    const extraHead = prerendered ? prerenderedStyle(prerendered, nonce) : preloads;
    const template = !prerendered
      ? this.templates.plain
      : prerendered.islands && this.templates.islands
        ? this.templates.islands
        : this.templates.prerendered;
    return template
      .replace(TEMPLATE_TITLE, () => head)
      .replace('</head>', () => (extraHead ? `  ${extraHead}\n  </head>` : '</head>'))
      .replace(EMPTY_ROOT, () => (prerendered ? prerenderedRoot(prerendered) : EMPTY_ROOT))
      .replace(NONCE_META, `<meta name="csp-nonce" content="${nonce}" />`);
  }
}

/** Which files of the assets folder the build also wrote as `.br` and `.gz`. */
async function findPrecompressed(assets: string): Promise<Map<string, Encoding[]>> {
  const found = new Map<string, Encoding[]>();
  let files: string[];
  try {
    files = await readdir(assets);
  } catch {
    return found;
  }
  const present = new Set(files);
  for (const file of files) {
    const encodings = PRECOMPRESSED.filter(({ suffix }) => present.has(file + suffix)).map(
      ({ encoding }) => encoding,
    );
    if (encodings.length > 0) found.set(`/assets/${file}`, encodings);
  }
  return found;
}
