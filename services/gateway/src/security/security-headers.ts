import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** A fresh nonce per response, for the styles the front end injects at run time. */
export function cspNonce(res: Response): string {
  if (!res.locals.cspNonce) res.locals.cspNonce = randomBytes(16).toString('base64');
  return res.locals.cspNonce as string;
}

const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${cspNonce(res as Response)}'`;

function policy(options: { secure: boolean; docs: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: options.docs ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: options.secure ? [] : null,
      },
    },
    // HSTS only means something on HTTPS; over plain HTTP it would be ignored or, worse, sticky.
    strictTransportSecurity: options.secure
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Security headers on every response. Pages get a strict CSP: scripts only from this origin,
 * styles from this origin or carrying the per-response nonce, nothing framed. The Swagger UI
 * page needs inline styles, so /api/docs alone allows them.
 */
export function securityHeaders(): RequestHandler {
  const policies = {
    plain: policy({ secure: false, docs: false }),
    secure: policy({ secure: true, docs: false }),
    plainDocs: policy({ secure: false, docs: true }),
    secureDocs: policy({ secure: true, docs: true }),
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const docs = req.path === '/api/docs' || req.path.startsWith('/api/docs/');
    const chosen = docs
      ? req.secure
        ? policies.secureDocs
        : policies.plainDocs
      : req.secure
        ? policies.secure
        : policies.plain;
    chosen(req, res, next);
  };
}
