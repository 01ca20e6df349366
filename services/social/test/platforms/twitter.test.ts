import { createHash } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import type { PublishingAccount } from '../../src/platforms/platform.js';
import { TwitterAdapter } from '../../src/platforms/twitter.adapter.js';
import {
  closedPort,
  connect,
  decide,
  REDIRECT_URI,
  startHarness,
  type SandboxHarness,
  failure,
} from './sandbox-helpers.js';

const adapter = new TwitterAdapter({ timeoutMs: 2_000 });
let harness: SandboxHarness;
let account: PublishingAccount;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.control.reset();
  const [choice] = await connect(adapter, harness.endpoints('twitter'));
  account = choice!;
});

const endpoints = () => harness.endpoints('twitter');
const publish = (text: string, media = [] as ReturnType<SandboxHarness['image']>[]) =>
  adapter.publish(endpoints(), account, { text, media, deliveryId: 'd1' });

describe('X adapter against the sandbox', () => {
  it('sends the person to authorize with state, an S256 challenge, the scopes and the redirect', () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const url = adapter.authorizationUrl(endpoints(), {
      state: 'state-1',
      redirectUri: REDIRECT_URI,
      codeVerifier: verifier,
    });
    expect(url.pathname).toBe('/x/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'sandbox-x-client',
      redirect_uri: REDIRECT_URI,
      scope: 'tweet.read tweet.write users.read offline.access media.write',
      state: 'state-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
  });

  it('connects the account the person approved, with expiring and refreshable tokens', () => {
    expect(account).toMatchObject({
      externalId: '1790000000000000001',
      accountName: '@sandglass_sandbox',
    });
    expect(account.tokens.refreshToken).toEqual(expect.any(String));
    expect(account.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(account.tokens.scope).toContain('tweet.write');
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const url = adapter.authorizationUrl(endpoints(), {
      state: 's',
      redirectUri: REDIRECT_URI,
      codeVerifier: oauth.generateRandomCodeVerifier(),
    });
    const back = await decide(url, 'approve');
    const error = await failure(
      adapter.exchangeCode(endpoints(), {
        code: back.searchParams.get('code')!,
        redirectUri: REDIRECT_URI,
        codeVerifier: oauth.generateRandomCodeVerifier(),
      }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      'X refused the connection: The code_verifier does not match the code_challenge.',
    );
  });

  it('sends the person back with access_denied when they deny', async () => {
    const url = adapter.authorizationUrl(endpoints(), {
      state: 'state-2',
      redirectUri: REDIRECT_URI,
      codeVerifier: oauth.generateRandomCodeVerifier(),
    });
    const back = await decide(url, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-2');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refreshes with a rotated refresh token; the old one stops working', async () => {
    const fresh = await adapter.refresh(endpoints(), account.tokens);
    expect(fresh.refreshToken).toEqual(expect.any(String));
    expect(fresh.refreshToken).not.toBe(account.tokens.refreshToken);
    expect(fresh.accessToken).not.toBe(account.tokens.accessToken);
    const again = await failure(adapter.refresh(endpoints(), account.tokens));
    expect(again.kind).toBe('unauthorized');
    await expect(adapter.refresh(endpoints(), fresh)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('revokes the tokens so they no longer publish', async () => {
    await adapter.revoke(endpoints(), account.tokens);
    expect((await failure(publish('After revocation'))).kind).toBe('unauthorized');
  });

  it('publishes text, and text with images uploaded first', async () => {
    const plain = await publish('Hello from the sandbox');
    expect(plain.url).toBe(`${harness.sandbox.url}/x/i/web/status/${plain.id}`);
    const page = await fetch(plain.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Hello from the sandbox');

    const withImages = await publish('Two images & a link https://sandglass.vc', [
      harness.image('m1'),
      harness.image('m2'),
    ]);
    const { posts, counts } = await harness.control.posts();
    expect(posts.find((post) => post.id === withImages.id)?.media).toHaveLength(2);
    expect(counts.twitter).toEqual({
      'Hello from the sandbox': 1,
      'Two images & a link https://sandglass.vc': 1,
    });
  });

  it('waits out a rate limit until x-rate-limit-reset', async () => {
    await harness.control.fault({
      platform: 'twitter',
      operation: 'post',
      kind: 'rate_limit',
      resetSeconds: 120,
    });
    const before = Date.now();
    const error = await failure(publish('Rate limited'));
    expect(error.kind).toBe('rate_limited');
    const wait = error.details.retryAt!.getTime() - before;
    expect(wait).toBeGreaterThan(118_000);
    expect(wait).toBeLessThan(122_000);
  });

  it('says the token was refused on a 401', async () => {
    await harness.control.fault({ platform: 'twitter', operation: 'post', kind: 'unauthorized' });
    const error = await failure(publish('Expired token'));
    expect(error.kind).toBe('unauthorized');
    expect(error.details.status).toBe(401);
  });

  it('passes on X’s own reason when it refuses identical text twice in a row', async () => {
    await publish('Same words');
    const error = await failure(publish('Same words'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      'X refused the post: You are not allowed to create a Tweet with duplicate content.',
    );
  });

  it('reports an unknown outcome when the connection drops after X stored the post, and finds it afterwards', async () => {
    const since = new Date();
    await harness.control.fault({
      platform: 'twitter',
      operation: 'post',
      kind: 'reset_after_store',
    });
    const error = await failure(
      publish('Lost answer & <friends> https://sandglass.vc', [harness.image('m3')]),
    );
    expect(error.kind).toBe('unknown');
    const found = await adapter.findPublished(endpoints(), account, {
      text: 'Lost answer & <friends> https://sandglass.vc',
      since,
      checkpoint: null,
    });
    const { posts } = await harness.control.posts();
    expect(posts).toHaveLength(1);
    expect(found).toEqual({ id: posts[0]!.id, url: posts[0]!.url });
  });

  it('finds nothing for a post never made, and cannot tell when X answers a server error', async () => {
    await publish('Something else');
    const request = {
      text: 'Never posted',
      since: new Date(Date.now() - 60_000),
      checkpoint: null,
    };
    await expect(adapter.findPublished(endpoints(), account, request)).resolves.toBeNull();
    await harness.control.fault({ platform: 'twitter', operation: 'lookup', kind: 'server_error' });
    expect((await failure(adapter.findPublished(endpoints(), account, request))).kind).toBe(
      'unknown',
    );
  });

  it('reports an unknown outcome for a 5xx or a timeout on create, and nothing was stored', async () => {
    await harness.control.fault({ platform: 'twitter', operation: 'post', kind: 'server_error' });
    expect((await failure(publish('Server error'))).kind).toBe('unknown');
    await harness.control.fault({ platform: 'twitter', operation: 'post', kind: 'timeout' });
    const timedOut = await failure(publish('Timed out'));
    expect(timedOut.kind).toBe('unknown');
    expect(timedOut.message).toBe(
      'X did not answer within 2 seconds, so whether the post was published is unknown.',
    );
    expect((await harness.control.posts()).posts).toHaveLength(0);
  });

  it('says nothing was sent when X cannot be reached, and retries a failed upload safely', async () => {
    const closed = { ...endpoints(), apiUrl: `http://127.0.0.1:${await closedPort()}` };
    const error = await failure(
      adapter.publish(closed, account, { text: 'x', media: [], deliveryId: 'd' }),
    );
    expect(error.kind).toBe('not_sent');
    await harness.control.fault({ platform: 'twitter', operation: 'upload', kind: 'server_error' });
    expect((await failure(publish('With image', [harness.image('m4')]))).kind).toBe('transient');
  });
});
