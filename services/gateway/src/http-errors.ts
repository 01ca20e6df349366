import type { ErrorBody } from '@sandglass/shared';
import type { Response } from 'express';

/** Writes the shared error body from a middleware (outside Nest's exception filter). */
export function sendError(
  res: Response,
  statusCode: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const body: ErrorBody = { statusCode, code, message };
  res.status(statusCode).json(body);
}
