import type { CookieOptions, Request, Response } from 'express';

/** The refresh token lives only in this httpOnly cookie, scoped to the auth endpoints. */
export const REFRESH_COOKIE = 'sg_refresh';
const COOKIE_PATH = '/api/auth';

function options(req: Request): CookieOptions {
  // Secure whenever the browser reached us over HTTPS (the gateway forwards the protocol).
  return { httpOnly: true, sameSite: 'strict', secure: req.secure, path: COOKIE_PATH };
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
}

export function setRefreshCookie(
  req: Request,
  res: Response,
  token: string,
  expiresAt: Date,
): void {
  res.cookie(REFRESH_COOKIE, token, { ...options(req), expires: expiresAt });
}

export function clearRefreshCookie(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, options(req));
}
