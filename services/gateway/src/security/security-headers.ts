import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;

/** A fresh nonce per response, for the styles the front end injects at run time. */
export function cspNonce(res: Response): string {
  if (!res.locals.cspNonce) res.locals.cspNonce = randomBytes(16).toString('base64');
  return res.locals.cspNonce as string;
}

const shared = (req: Request): HelmetOptions => ({
  // HSTS only means something on HTTPS; over plain HTTP it would be ignored or, worse, sticky.
  strictTransportSecurity: req.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
});

/**
 * Security headers on every response. Pages get a strict CSP: scripts only from this origin,
 * styles from this origin or carrying the per-response nonce, nothing framed. The Swagger UI
 * page needs inline styles, so /api/docs alone allows them.
 */
export function securityHeaders(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const docs = req.path === '/api/docs' || req.path.startsWith('/api/docs/');
    const nonce = cspNonce(res);
    const directives: Record<string, string[] | null> = {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: docs ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: req.secure ? [] : null,
    };
    helmet({ ...shared(req), contentSecurityPolicy: { useDefaults: false, directives } })(
      req,
      res,
      next,
    );
  };
}
