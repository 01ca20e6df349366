import type { Response } from 'express';

/**
 * Answers with a stored image whose address never changes its bytes: cached for a year
 * (`immutable`), shown inline, and never sniffed as anything but its checked type.
 */
export function sendImage(res: Response, image: { data: Buffer; contentType: string }): void {
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', String(image.data.length));
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', 'inline');
  res.end(image.data);
}
