import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../http-errors.js';

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** `%6C` is `l`: an escaped letter, digit or `-._~` is the same path written differently. */
function decodeUnreserved(segment: string): string {
  return segment.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
}

/**
 * The one spelling of a path: no empty segments (`//`), no `.` or `..` segments, no trailing
 * slash, and no escaped unreserved characters. Letter case is kept: values in paths (ids, file
 * names) may be case-sensitive, and the services route case-sensitively, so `/api/auth/LOGIN` is
 * a 404 there rather than another way to reach `/api/auth/login`.
 */
export function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    const segment = decodeUnreserved(raw);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Runs before routing and rate limiting, so every later step sees the one spelling of an /api
 * path. A page read (GET, HEAD) is redirected to it; anything else is refused with a 400 naming
 * it, since a redirect would make a client send its body twice or drop it.
 */
export function canonicalApiPaths() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const path = req.path;
    if (path !== '/api' && !path.startsWith('/api/')) return next();
    const canonical = canonicalPath(path);
    if (canonical === path) return next();
    if (req.method === 'GET' || req.method === 'HEAD') {
      const query = req.originalUrl.indexOf('?');
      res.redirect(308, canonical + (query === -1 ? '' : req.originalUrl.slice(query)));
      return;
    }
    sendError(
      res,
      'NON_CANONICAL_PATH',
      `The address ${JSON.stringify(path.slice(0, 200))} is not written the usual way; send the request to ${JSON.stringify(canonical.slice(0, 200))}.`,
    );
  };
}
