import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { isAppRoute, SITE_CONFIG_META_NAME, type SiteConfig } from '@sandglass/shared';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Logger } from 'pino';
import { cspNonce } from '../security/security-headers.js';

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const SITE_META = new RegExp(`<meta\\s+name="${SITE_CONFIG_META_NAME}"\\s+content="[^"]*"\\s*/?>`);
const NONCE_META = /<meta\s+name="csp-nonce"\s+content="[^"]*"\s*\/?>/;

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not built</title>
<p>The front end has not been built yet. Run <code>npm run build</code> and reload.</p></html>`;

/**
 * Serves the built front end: hashed assets with a year-long immutable cache, other files
 * briefly cached, and index.html (with this request's CSP nonce and the site settings filled
 * in) for every app route. Any other path gets the same page with status 404, which the app
 * renders as "404 Page Not Found".
 */
export class Site {
  private template?: string;

  constructor(
    private readonly dist: string,
    private readonly site: SiteConfig,
    private readonly logger: Logger,
  ) {}

  async load(): Promise<void> {
    try {
      this.template = await readFile(join(this.dist, 'index.html'), 'utf8');
    } catch {
      this.logger.warn({ dist: this.dist }, 'no built front end found; run npm run build');
    }
  }

  handlers(): RequestHandler[] {
    const assets = express.static(this.dist, {
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: (res, path) => {
        const hashed = path.startsWith(resolve(this.dist, 'assets') + sep);
        res.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
    const skipApi: RequestHandler = (req, res, next) => {
      if (req.path === '/api' || req.path.startsWith('/api/') || req.path === '/index.html')
        return next();
      assets(req, res, next);
    };
    return [skipApi, this.page];
  }

  private readonly page = (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path === '/health')
      return next();
    // A missing file with an extension (an old hashed asset, a typo) is a plain 404.
    if (extname(req.path) && req.path !== '/index.html') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const path = req.path === '/index.html' ? '/' : req.path;
    res.status(isAppRoute(path) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(this.render(res));
  };

  private render(res: Response): string {
    if (!this.template) return NOT_BUILT;
    const nonce = cspNonce(res);
    return this.template
      .replace(
        SITE_META,
        `<meta name="${SITE_CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(this.site))}" />`,
      )
      .replace(NONCE_META, `<meta name="csp-nonce" content="${nonce}" />`);
  }
}
