import { PLATFORM_DISPLAY_NAME } from '@sandglass/shared';
import request from 'supertest';
import { TokenCipher } from '../src/connected-accounts/token-cipher.js';
import { startPlatformSandbox, type PlatformSandbox } from '@sandglass/platform-sandbox';
import { connectThroughSandbox, inMinutes, insertAccount, sql, stateCookie } from './factories.js';
import {
  SITE_URL,
  startSocialService,
  TEST_TOKEN_KEY,
  type RunningSocial,
  type TestCaller,
} from './social-service.js';

let sandbox: PlatformSandbox;
let service: RunningSocial;
const cipher = TokenCipher.fromKey(TEST_TOKEN_KEY);

beforeAll(async () => {
  sandbox = await startPlatformSandbox();
  service = await startSocialService('accounts', { SOCIAL_SANDBOX_URL: sandbox.url });
});
afterAll(async () => {
  await service.close();
  await sandbox.close();
});

const accountsOf = (caller: TestCaller) =>
  request(service.url)
    .get('/api/social/accounts')
    .set('Authorization', caller.auth)
    .expect(200)
    .then((res) => res.body);

/** Starts a connection and answers the platform's redirect back, without following it. */
async function approveOnSandbox(caller: TestCaller, platform = 'twitter') {
  const started = await request(service.url)
    .post(`/api/social/accounts/${platform}/connect`)
    .set('Authorization', caller.auth)
    .expect(200);
  const consent = await fetch(started.body.authorizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  const back = new URL(consent.headers.get('location')!);
  return {
    path: `${back.pathname}${back.search}`,
    state: back.searchParams.get('state')!,
    cookie: stateCookie(started.headers['set-cookie']),
  };
}

describe('GET /api/social/platforms', () => {
  it('lists the four platforms, served by the sandbox, and which the caller connected', async () => {
    const caller = service.caller('member');
    await insertAccount(service, caller, 'linkedin');
    const res = await request(service.url)
      .get('/api/social/platforms')
      .set('Authorization', caller.auth)
      .expect(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual([
      'twitter',
      'linkedin',
      'facebook',
      'instagram',
    ]);
    expect(res.body[0]).toEqual({
      name: 'twitter',
      displayName: PLATFORM_DISPLAY_NAME.twitter,
      configured: true,
      sandbox: true,
      maxLength: 280,
      supportsMedia: true,
      requiresMedia: false,
      maxMedia: 4,
      features: expect.any(Array),
      connected: false,
    });
    expect(res.body[1]).toMatchObject({ name: 'linkedin', connected: true });
    expect(res.body[3]).toMatchObject({ name: 'instagram', requiresMedia: true });
  });
});

describe('connecting an account (OAuth 2.0 with PKCE)', () => {
  it('sends the browser to the platform with state, an S256 challenge and the callback address', async () => {
    const caller = service.caller('member');
    const res = await request(service.url)
      .post('/api/social/accounts/twitter/connect')
      .set('Authorization', caller.auth)
      .expect(200);
    const url = new URL(res.body.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.url}/x/i/oauth2/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${SITE_URL}/api/social/accounts/twitter/callback`,
    );
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    const cookie = [res.headers['set-cookie']].flat().join(';');
    expect(cookie).toContain('Path=/api/social/accounts/twitter/callback');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
  });

  it('connects the member who started it, keeps the tokens encrypted and never answers them', async () => {
    const caller = service.caller('member');
    const bystander = service.caller('member');
    const { location } = await connectThroughSandbox(service, caller, 'twitter');
    expect(location).toBe('/user/social-media?tab=accounts&connected=twitter');
    const accounts = await accountsOf(caller);
    expect(accounts).toEqual([
      {
        platform: 'twitter',
        accountName: expect.stringMatching(/^@/),
        status: 'connected',
        connectedAt: expect.any(String),
        sandbox: true,
        // X renews its tokens with a refresh token that does not expire: nothing lapses.
        connectionExpiresAt: null,
        lastPublishedAt: null,
        lastError: null,
      },
    ]);
    expect(JSON.stringify(accounts)).not.toMatch(/token/i);
    expect(await accountsOf(bystander)).toEqual([]);
    const [row] = await sql<{ access_token: string; refresh_token: string }>(
      service,
      `SELECT access_token, refresh_token FROM social.connected_accounts WHERE user_id = $1`,
      [caller.id],
    );
    expect(row.access_token).toMatch(/^[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    // The stored token works at the platform once decrypted: it is the platform's own.
    const me = await fetch(`${sandbox.url}/x/2/users/me`, {
      headers: { authorization: `Bearer ${cipher.decrypt(row.access_token)}` },
    });
    expect(me.status).toBe(200);
  });

  it.each(['linkedin', 'instagram'] as const)(
    'connects %s through the same round trip',
    async (platform) => {
      const caller = service.caller('member');
      const { location } = await connectThroughSandbox(service, caller, platform);
      expect(location).toBe(`/user/social-media?tab=accounts&connected=${platform}`);
      expect(await accountsOf(caller)).toEqual([
        expect.objectContaining({ platform, status: 'connected', sandbox: true }),
      ]);
    },
  );

  it('uses a state once: the same callback again is refused', async () => {
    const caller = service.caller('member');
    const back = await approveOnSandbox(caller);
    const first = await request(service.url).get(back.path).set('Cookie', back.cookie).expect(302);
    expect(first.headers.location).toBe('/user/social-media?tab=accounts&connected=twitter');
    const again = await request(service.url).get(back.path).set('Cookie', back.cookie).expect(302);
    expect(again.headers.location).toBe('/user/social-media?tab=accounts&error=invalid_state');
  });

  it('refuses a callback from another browser (no state cookie), so a link cannot connect someone else’s account', async () => {
    const attacker = service.caller('member');
    const back = await approveOnSandbox(attacker);
    const res = await request(service.url).get(back.path).expect(302);
    expect(res.headers.location).toBe('/user/social-media?tab=accounts&error=invalid_state');
    expect(await accountsOf(attacker)).toEqual([]);
  });

  it('refuses a state older than 10 minutes', async () => {
    const caller = service.caller('member');
    const back = await approveOnSandbox(caller);
    await sql(
      service,
      `UPDATE social.oauth_states SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [caller.id],
    );
    const res = await request(service.url).get(back.path).set('Cookie', back.cookie).expect(302);
    expect(res.headers.location).toBe('/user/social-media?tab=accounts&error=state_expired');
    expect(await accountsOf(caller)).toEqual([]);
  });

  it('refuses a forged state', async () => {
    const res = await request(service.url)
      .get('/api/social/accounts/twitter/callback?code=abc&state=forged')
      .set('Cookie', 'sg_social_oauth=forged')
      .expect(302);
    expect(res.headers.location).toBe('/user/social-media?tab=accounts&error=invalid_state');
  });

  it('sends the PKCE verifier: the platform refuses the code with any other', async () => {
    const caller = service.caller('member');
    const back = await approveOnSandbox(caller);
    await sql(service, `UPDATE social.oauth_states SET code_verifier = $2 WHERE user_id = $1`, [
      caller.id,
      cipher.encrypt('a-different-verifier-that-does-not-match-the-challenge-0000'),
    ]);
    const res = await request(service.url).get(back.path).set('Cookie', back.cookie).expect(302);
    expect(res.headers.location).toBe('/user/social-media?tab=accounts&error=exchange_failed');
    expect(await accountsOf(caller)).toEqual([]);
  });

  it('lands on the screen with access_denied when the member declines', async () => {
    const caller = service.caller('member');
    const { location } = await connectThroughSandbox(service, caller, 'twitter', 'deny');
    expect(location).toBe('/user/social-media?tab=accounts&error=access_denied');
    expect(await accountsOf(caller)).toEqual([]);
  });

  it('lands with unknown_platform for a platform that does not exist', async () => {
    const res = await request(service.url)
      .get('/api/social/accounts/myspace/callback?code=a&state=b')
      .expect(302);
    expect(res.headers.location).toBe('/user/social-media?tab=accounts&error=unknown_platform');
  });

  it('answers an address that is no platform without failing', async () => {
    const res = await request(service.url)
      .get('/api/social/accounts/a%3Bb%0D/callback?code=a&state=b')
      .expect(302);
    expect(res.headers.location).toBe('/user/social-media?tab=accounts&error=unknown_platform');
  });

  it('refuses to connect an unknown platform with a sentence', async () => {
    const caller = service.caller('member');
    const res = await request(service.url)
      .post('/api/social/accounts/myspace/connect')
      .set('Authorization', caller.auth)
      .expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'platform',
        message: 'Platform must be one of twitter, linkedin, facebook or instagram.',
      },
    ]);
  });
});

describe('choosing a Facebook Page', () => {
  it('keeps the Pages after authorising, lists them, and connects the one chosen', async () => {
    const caller = service.caller('member');
    const { location } = await connectThroughSandbox(service, caller, 'facebook');
    expect(location).toBe('/user/social-media?tab=accounts&choose=facebook');
    expect(await accountsOf(caller)).toEqual([]);

    const pages = await request(service.url)
      .get('/api/social/accounts/facebook/pages')
      .set('Authorization', caller.auth)
      .expect(200);
    expect(pages.body).toEqual({
      pages: [
        { id: '200000000000001', name: 'Sandglass Sandbox Page' },
        { id: '200000000000002', name: 'Sandglass Sandbox Studio' },
      ],
    });
    // Another member has no choice waiting, and cannot take this one.
    const other = service.caller('member');
    await request(service.url)
      .get('/api/social/accounts/facebook/pages')
      .set('Authorization', other.auth)
      .expect(404);
    await request(service.url)
      .post('/api/social/accounts/facebook/pages')
      .set('Authorization', other.auth)
      .send({ pageId: '200000000000002' })
      .expect(404);

    const refused = await request(service.url)
      .post('/api/social/accounts/facebook/pages')
      .set('Authorization', caller.auth)
      .send({ pageId: '999' })
      .expect(400);
    expect(refused.body.details).toEqual([
      { field: 'pageId', message: 'Choose one of the Pages you manage.' },
    ]);

    const chosen = await request(service.url)
      .post('/api/social/accounts/facebook/pages')
      .set('Authorization', caller.auth)
      .send({ pageId: '200000000000002' })
      .expect(200);
    expect(chosen.body).toMatchObject({
      platform: 'facebook',
      accountName: 'Sandglass Sandbox Studio',
      status: 'connected',
    });
    const [row] = await sql<{ external_id: string; access_token: string }>(
      service,
      `SELECT external_id, access_token FROM social.connected_accounts WHERE user_id = $1`,
      [caller.id],
    );
    expect(row.external_id).toBe('200000000000002');
    expect(row.access_token).toMatch(/^[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    // The choice is used up.
    await request(service.url)
      .get('/api/social/accounts/facebook/pages')
      .set('Authorization', caller.auth)
      .expect(404);
    const [{ count }] = await sql<{ count: number }>(
      service,
      'SELECT count(*)::int AS count FROM social.facebook_page_choices WHERE user_id = $1',
      [caller.id],
    );
    expect(count).toBe(0);
  });
});

describe('DELETE /api/social/accounts/:platform', () => {
  it('revokes the token, deletes it, and fails queued posts with a sentence to reconnect', async () => {
    const caller = service.caller('member');
    await connectThroughSandbox(service, caller, 'twitter');
    const [row] = await sql<{ access_token: string }>(
      service,
      'SELECT access_token FROM social.connected_accounts WHERE user_id = $1',
      [caller.id],
    );
    const post = await request(service.url)
      .post('/api/social/schedule-post')
      .set('Authorization', caller.auth)
      .send({
        content: { text: 'Tomorrow' },
        platforms: ['twitter'],
        scheduledTime: inMinutes(120),
      })
      .expect(201);

    await request(service.url)
      .delete('/api/social/accounts/twitter')
      .set('Authorization', caller.auth)
      .expect(204);

    expect(await accountsOf(caller)).toEqual([]);
    const revoked = await fetch(`${sandbox.url}/x/2/users/me`, {
      headers: { authorization: `Bearer ${cipher.decrypt(row.access_token)}` },
    });
    expect(revoked.status).toBe(401);
    const after = await request(service.url)
      .get(`/api/social/scheduled-posts/${post.body.id}`)
      .set('Authorization', caller.auth)
      .expect(200);
    expect(after.body.status).toBe('failed');
    expect(after.body.deliveries[0]).toMatchObject({
      status: 'failed',
      retryable: true,
      error:
        'Your X (Twitter) account was disconnected before this post went out. Reconnect it, then retry.',
    });
    // The member's webhooks hear of both, from the disconnect's own transaction.
    const events = await sql<{ type: string; data: Record<string, unknown> }>(
      service,
      'SELECT type, data FROM social.webhook_outbox WHERE user_id = $1 ORDER BY type',
      [caller.id],
    );
    expect(events).toEqual([
      {
        type: 'social.account.disconnected',
        data: expect.objectContaining({ platform: 'twitter', failedDeliveries: 1 }),
      },
      {
        type: 'social.post.failed',
        data: expect.objectContaining({
          postId: post.body.id,
          platform: 'twitter',
          retryable: true,
        }),
      },
    ]);
    // Retrying before reconnecting says what to do.
    const retry = await request(service.url)
      .post(`/api/social/scheduled-posts/${post.body.id}/retry`)
      .set('Authorization', caller.auth)
      .send({})
      .expect(409);
    expect(retry.body.message).toBe(
      'Reconnect your X (Twitter) account first (Social Media → Accounts), then retry.',
    );
    await request(service.url)
      .delete('/api/social/accounts/twitter')
      .set('Authorization', caller.auth)
      .expect(404);

    // Reconnected, the post can go out again, as the new account.
    await connectThroughSandbox(service, caller, 'twitter');
    const retried = await request(service.url)
      .post(`/api/social/scheduled-posts/${post.body.id}/retry`)
      .set('Authorization', caller.auth)
      .send({})
      .expect(200);
    expect(retried.body.deliveries[0]).toMatchObject({ status: 'queued', error: null });
    const [linked] = await sql<{ same: boolean }>(
      service,
      `SELECT d.account_id = a.id AS same FROM social.deliveries d, social.connected_accounts a
        WHERE d.post_id = $1 AND a.user_id = $2 AND a.platform = 'twitter'`,
      [post.body.id, caller.id],
    );
    expect(linked.same).toBe(true);
  });

  it('reconnecting an account that needs it makes it usable again', async () => {
    const caller = service.caller('member');
    await insertAccount(service, caller, 'twitter', 'needs_reconnect');
    expect((await accountsOf(caller))[0].status).toBe('needs_reconnect');
    await connectThroughSandbox(service, caller, 'twitter');
    const accounts = await accountsOf(caller);
    expect(accounts).toEqual([
      expect.objectContaining({ platform: 'twitter', status: 'connected' }),
    ]);
  });

  it('does not touch another member’s account', async () => {
    const owner = service.caller('member');
    await insertAccount(service, owner, 'linkedin');
    const other = service.caller('member');
    await request(service.url)
      .delete('/api/social/accounts/linkedin')
      .set('Authorization', other.auth)
      .expect(404);
    expect(await accountsOf(owner)).toHaveLength(1);
  });
});

describe('channel health and Reconnect', () => {
  /** A post with one delivery to the caller's account, settled as given. */
  async function deliveryTo(
    caller: TestCaller,
    accountId: string,
    settled: { status: 'posted' | 'failed'; at: string; error?: string },
  ): Promise<string> {
    const [post] = await sql<{ id: string }>(
      service,
      `INSERT INTO social.posts (user_id, text, scheduled_time) VALUES ($1, 'History', $2)
       RETURNING id`,
      [caller.id, settled.at],
    );
    await sql(
      service,
      `INSERT INTO social.deliveries
         (post_id, platform, account_id, status, error, next_attempt_at, published_at, updated_at)
       VALUES ($1, 'linkedin', $2, $3, $4, $5, $6, $5)`,
      [
        post!.id,
        accountId,
        settled.status,
        settled.error ?? null,
        settled.at,
        settled.status === 'posted' ? settled.at : null,
      ],
    );
    return post!.id;
  }

  it('answers when the sign-in lapses, the last publish and the last error in a sentence', async () => {
    const caller = service.caller('member');
    await connectThroughSandbox(service, caller, 'linkedin');
    const [account] = await sql<{ id: string }>(
      service,
      `UPDATE social.connected_accounts
          SET refresh_token = NULL, access_token_expires_at = '2030-01-31T12:00:00Z'
        WHERE user_id = $1 RETURNING id`,
      [caller.id],
    );
    await deliveryTo(caller, account!.id, { status: 'posted', at: '2029-12-01T09:00:00Z' });
    await deliveryTo(caller, account!.id, {
      status: 'failed',
      at: '2029-12-02T09:00:00Z',
      error: 'LinkedIn refused the post: it repeats the previous one.',
    });
    expect((await accountsOf(caller))[0]).toMatchObject({
      platform: 'linkedin',
      connectionExpiresAt: '2030-01-31T12:00:00.000Z',
      lastPublishedAt: '2029-12-01T09:00:00.000Z',
      lastError: 'LinkedIn refused the post: it repeats the previous one.',
    });
    // A successful publish after the failure: the failure has passed.
    await deliveryTo(caller, account!.id, { status: 'posted', at: '2029-12-03T09:00:00Z' });
    expect((await accountsOf(caller))[0]).toMatchObject({
      lastPublishedAt: '2029-12-03T09:00:00.000Z',
      lastError: null,
    });
  });

  it('Reconnect keeps the same account row, its posts and its history', async () => {
    const caller = service.caller('member');
    await connectThroughSandbox(service, caller, 'linkedin');
    const [before] = await sql<{ id: string }>(
      service,
      `UPDATE social.connected_accounts
          SET status = 'needs_reconnect',
              status_reason = 'LinkedIn refused to renew this account’s access. Reconnect LinkedIn on the Accounts tab, then retry.'
        WHERE user_id = $1 RETURNING id`,
      [caller.id],
    );
    const postId = await deliveryTo(caller, before!.id, {
      status: 'posted',
      at: '2029-12-01T09:00:00Z',
    });
    expect((await accountsOf(caller))[0]).toMatchObject({
      status: 'needs_reconnect',
      lastError: expect.stringContaining('Reconnect LinkedIn'),
    });

    await connectThroughSandbox(service, caller, 'linkedin');

    const after = await sql<{ id: string }>(
      service,
      'SELECT id FROM social.connected_accounts WHERE user_id = $1',
      [caller.id],
    );
    expect(after).toEqual([{ id: before!.id }]);
    const [delivery] = await sql<{ accountId: string }>(
      service,
      'SELECT account_id AS "accountId" FROM social.deliveries WHERE post_id = $1',
      [postId],
    );
    expect(delivery!.accountId).toBe(before!.id);
    expect((await accountsOf(caller))[0]).toMatchObject({
      status: 'connected',
      lastPublishedAt: '2029-12-01T09:00:00.000Z',
      lastError: null,
    });
  });

  it('connecting another account of the platform replaces the old one', async () => {
    const caller = service.caller('member');
    await insertAccount(service, caller, 'linkedin');
    const [old] = await sql<{ id: string }>(
      service,
      'SELECT id FROM social.connected_accounts WHERE user_id = $1',
      [caller.id],
    );
    await connectThroughSandbox(service, caller, 'linkedin');
    const rows = await sql<{ id: string; accountName: string }>(
      service,
      'SELECT id, account_name AS "accountName" FROM social.connected_accounts WHERE user_id = $1',
      [caller.id],
    );
    expect(rows).toEqual([
      { id: expect.not.stringMatching(old!.id), accountName: 'Sandbox Member' },
    ]);
  });
});
