import { COMPRESSED_BODY_MESSAGE } from '@sandglass/server';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../http-errors.js';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than the ${Math.round(limit / 1024 / 1024) || 1} MB limit.`);
  }
}

/** A body the gateway read itself (to check its size or look inside it) before forwarding it. */
const BUFFERED = Symbol('bufferedBody');
type WithBody = Request & { [BUFFERED]?: Buffer };

export function declaredLength(req: Request): number | undefined {
  const header = req.headers['content-length'];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isFinite(length) ? length : undefined;
}

function hasBody(req: Request): boolean {
  return declaredLength(req) !== undefined || req.headers['transfer-encoding'] !== undefined;
}

/**
 * One rule for compressed bodies, here and in every service: refused. The limits read a body
 * before forwarding it (the sign-in email); a body they cannot read must not reach a service
 * that could.
 */
export function refuseEncodedBodies() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const encoding = String(req.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    if (encoding === 'identity' || encoding === '' || !hasBody(req)) return next();
    sendError(res, 'UNSUPPORTED_ENCODING', COMPRESSED_BODY_MESSAGE, { Connection: 'close' });
  };
}

/** Reads the whole body into memory, refusing to go past `limit` bytes. Reads it once. */
export async function readBody(req: Request, limit: number): Promise<Buffer> {
  const existing = (req as WithBody)[BUFFERED];
  if (existing) return existing;
  const length = declaredLength(req);
  if (length !== undefined && length > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  (req as WithBody)[BUFFERED] = body;
  return body;
}

export function bufferedBody(req: Request): Buffer | undefined {
  return (req as WithBody)[BUFFERED];
}

/** The `email` field of a JSON body, normalised, if there is one. */
export function emailInJson(body: Buffer): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim()
      ? email.trim().toLowerCase().slice(0, 254)
      : undefined;
  } catch {
    return undefined;
  }
}
