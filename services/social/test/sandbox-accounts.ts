import { randomBytes, randomUUID } from 'node:crypto';
import type { SocialPlatform } from '@sandglass/shared';
import type { PlatformAdapter, PlatformChoice } from '../src/platforms/platform.js';
import { sandboxEndpoints } from '../src/platforms/sandbox-endpoints.js';

/**
 * Connects the sandbox's member on one platform the way a person does: the adapter's authorize
 * URL, "Approve" on the sandbox's page, then the adapter trades the code for tokens. Plain
 * code (no Nest), so the benches can use it too.
 */
export async function authorizeAtSandbox(
  adapter: PlatformAdapter,
  sandboxUrl: string,
  platform: SocialPlatform,
): Promise<PlatformChoice> {
  const endpoints = sandboxEndpoints(platform, sandboxUrl);
  const redirectUri = `https://sandglass.test/api/social/accounts/${platform}/callback`;
  const codeVerifier = randomBytes(32).toString('base64url');
  const authorize = adapter.authorizationUrl(endpoints, {
    state: randomUUID(),
    redirectUri,
    codeVerifier,
  });
  const form = new URLSearchParams(authorize.searchParams);
  form.set('decision', 'approve');
  const approved = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const location = approved.headers.get('location');
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`The ${platform} sandbox did not approve: ${approved.status}`);
  const [choice] = await adapter.exchangeCode(endpoints, { code, redirectUri, codeVerifier });
  if (!choice) throw new Error(`The ${platform} sandbox answered no account.`);
  return choice;
}

/** The INSERT that stores a connected account as the API's callback does (tokens encrypted). */
export const INSERT_ACCOUNT = `INSERT INTO social.connected_accounts
  (user_id, platform, external_id, account_name, access_token, refresh_token,
   access_token_expires_at, refresh_token_expires_at, scope, sandbox, connected_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, now()) RETURNING id`;

export function accountRow(
  userId: string,
  platform: SocialPlatform,
  choice: PlatformChoice,
  encrypt: (plain: string) => string,
): unknown[] {
  return [
    userId,
    platform,
    choice.externalId,
    choice.accountName,
    encrypt(choice.tokens.accessToken),
    choice.tokens.refreshToken === null ? null : encrypt(choice.tokens.refreshToken),
    choice.tokens.expiresAt,
    choice.tokens.refreshExpiresAt,
    choice.tokens.scope,
  ];
}
