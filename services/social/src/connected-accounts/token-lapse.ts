import type { SocialPlatform } from '@sandglass/shared';

/** What the lapse is read from: a connected account's stored token times. */
export interface TokenTimes {
  platform: SocialPlatform;
  /** Whether a refresh token is stored (encrypted; only its presence matters here). */
  refreshToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
}

/**
 * When an account's sign-in stops working unless the member reconnects it, or null when it
 * does not lapse. With a refresh token the access token is renewed ahead of expiry
 * (refresh-tokens job), so what lapses is the refresh token (when the platform says). Instagram
 * renews its long-lived token with itself (`refresh_access_token`), so it lapses only if a
 * renewal is refused. Without either (a LinkedIn member token) the access token's expiry is
 * the end. A Facebook Page token has no expiry.
 */
export function tokenLapsesAt(account: TokenTimes): Date | null {
  if (account.refreshToken !== null) return account.refreshTokenExpiresAt;
  if (account.platform === 'instagram') return null;
  return account.accessTokenExpiresAt;
}

/** The SQL of `tokenLapsesAt` over `social.connected_accounts` aliased `alias`. */
export const tokenLapsesAtSql = (alias: string) => `CASE
    WHEN ${alias}.refresh_token IS NOT NULL THEN ${alias}.refresh_token_expires_at
    WHEN ${alias}.platform = 'instagram' THEN NULL
    ELSE ${alias}.access_token_expires_at END`;
