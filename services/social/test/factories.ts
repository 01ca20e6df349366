import { randomBytes } from 'node:crypto';
import type { SocialAccountStatus, SocialPlatform } from '@sandglass/shared';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { TokenCipher } from '../src/connected-accounts/token-cipher.js';
import { SITE_URL, TEST_TOKEN_KEY, type RunningSocial, type TestCaller } from './social-service.js';

const cipher = TokenCipher.fromKey(TEST_TOKEN_KEY);

/** Runs SQL on the service's own database (for arranging states a test cannot reach by HTTP). */
export async function sql<T = Record<string, unknown>>(
  service: RunningSocial,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: service.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * An account row as a finished OAuth flow leaves it, with made-up tokens: for the rules that
 * only look at whether an account is there. Publishing needs `connectThroughSandbox`.
 */
export async function insertAccount(
  service: RunningSocial,
  caller: TestCaller,
  platform: SocialPlatform,
  status: SocialAccountStatus = 'connected',
): Promise<void> {
  await sql(
    service,
    `INSERT INTO social.connected_accounts
       (user_id, platform, external_id, account_name, access_token, refresh_token, status, sandbox, connected_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true, now())`,
    [
      caller.id,
      platform,
      randomBytes(6).toString('hex'),
      `${platform} tester`,
      cipher.encrypt(`access-${randomBytes(8).toString('hex')}`),
      cipher.encrypt(`refresh-${randomBytes(8).toString('hex')}`),
      status,
    ],
  );
}

export interface ConnectOutcome {
  /** Where the callback sent the browser. */
  location: string;
  /** The authorize URL the service answered. */
  authorizeUrl: URL;
}

/**
 * The OAuth round trip a browser makes: POST …/connect, the sandbox's consent page answered
 * (approve or deny), then the platform's redirect to …/callback with the state cookie.
 */
export async function connectThroughSandbox(
  service: RunningSocial,
  caller: TestCaller,
  platform: SocialPlatform,
  decision: 'approve' | 'deny' = 'approve',
): Promise<ConnectOutcome> {
  const started = await request(service.url)
    .post(`/api/social/accounts/${platform}/connect`)
    .set('Authorization', caller.auth)
    .expect(200);
  const authorizeUrl = new URL(started.body.authorizeUrl as string);
  const cookie = stateCookie(started.headers['set-cookie']);
  const consent = await fetch(authorizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location')!);
  const callback = await request(service.url)
    .get(`${back.pathname}${back.search}`)
    .set('Cookie', cookie)
    .expect(302);
  return { location: callback.headers.location as string, authorizeUrl };
}

/** The `sg_social_oauth=…` pair from a Set-Cookie header. */
export function stateCookie(header: string | string[] | undefined): string {
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((value) => value.startsWith('sg_social_oauth='));
  if (!found) throw new Error('The connect answer set no state cookie.');
  return found.split(';')[0];
}

/** The callback path on the service for a redirect the platform would make. */
export function callbackPath(redirectUri: string): string {
  return redirectUri.replace(SITE_URL, '');
}

export function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .toFormat(format)
    .toBuffer();
}

export async function uploadImage(service: RunningSocial, caller: TestCaller): Promise<string> {
  const res = await request(service.url)
    .post('/api/social/media')
    .set('Authorization', caller.auth)
    .attach('file', await image('png'), 'picture.png')
    .expect(201);
  return res.body.id as string;
}

/** An ISO time `minutes` from now, with an explicit offset. */
export function inMinutes(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString();
}
