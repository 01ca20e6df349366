import { normalizeEmail, readJsonBody } from '@sandglass/server';
import type { Request } from 'express';

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

/**
 * The `email` field (or another, `field`) of a JSON body, normalised as the auth service normalises it, if there is
 * one: the body is read exactly as the services read it (readJsonBody).
 */
export function emailInJson(body: Buffer, field = 'email'): string | undefined {
  try {
    const email = (readJsonBody(body) as Record<string, unknown> | null)?.[field];
    return typeof email === 'string' && email.trim()
      ? normalizeEmail(email).slice(0, 254)
      : undefined;
  } catch {
    return undefined;
  }
}
