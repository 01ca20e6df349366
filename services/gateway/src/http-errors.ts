import { errorStatus, type ErrorBody, type ErrorCode } from '@sandglass/shared';
import type { Response } from 'express';

/**
 * Writes the shared error body from a middleware (outside Nest's exception filter); the status
 * is the code's own (ERROR_CODES).
 */
export function sendError(
  res: Response,
  code: ErrorCode,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const statusCode = errorStatus(code);
  const body: ErrorBody = { statusCode, code, message };
  res.status(statusCode).json(body);
}
