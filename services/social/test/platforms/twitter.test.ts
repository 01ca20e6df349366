import { createHash } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { TwitterAdapter } from '../../src/platforms/twitter.adapter.js';
import { adapterBench, closedPort, decide, failure, REDIRECT_URI } from './sandbox-helpers.js';

const adapter = new TwitterAdapter({ timeoutMs: 2_000 });
const bench = adapterBench(adapter, 'twitter');

describe('X adapter against the sandbox', () => {
  it('sends the person to authorize with state, an S256 challenge, the scopes and the redirect', () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const url = bench.authorizationUrl('state-1', verifier);
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
    expect(bench.account).toMatchObject({
      externalId: '1790000000000000001',
      accountName: '@sandglass_sandbox',
    });
    expect(bench.account.tokens.refreshToken).toEqual(expect.any(String));
    expect(bench.account.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(bench.account.tokens.scope).toContain('tweet.write');
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const url = bench.authorizationUrl('s', oauth.generateRandomCodeVerifier());
    const back = await decide(url, 'approve');
    const error = await failure(
      adapter.exchangeCode(bench.endpoints(), {
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
    const url = bench.authorizationUrl('state-2', oauth.generateRandomCodeVerifier());
    const back = await decide(url, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-2');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('refreshes with a rotated refresh token; the old one stops working', async () => {
    const fresh = await adapter.refresh(bench.endpoints(), bench.account.tokens);
    expect(fresh.refreshToken).toEqual(expect.any(String));
    expect(fresh.refreshToken).not.toBe(bench.account.tokens.refreshToken);
    expect(fresh.accessToken).not.toBe(bench.account.tokens.accessToken);
    const again = await failure(adapter.refresh(bench.endpoints(), bench.account.tokens));
    expect(again.kind).toBe('unauthorized');
    await expect(adapter.refresh(bench.endpoints(), fresh)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('revokes the tokens so they no longer publish', async () => {
    await adapter.revoke(bench.endpoints(), bench.account.tokens);
    expect((await failure(bench.publish('After revocation'))).kind).toBe('unauthorized');
  });

  it('publishes text, and text with images uploaded first', async () => {
    const plain = await bench.publish('Hello from the sandbox');
    expect(plain.url).toBe(`${bench.sandbox.url}/x/i/web/status/${plain.id}`);
    const page = await fetch(plain.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Hello from the sandbox');

    const withImages = await bench.publish('Two images & a link https://sandglass.vc', [
      bench.image('m1'),
      bench.image('m2'),
    ]);
    const { posts, counts } = await bench.control.posts();
    expect(posts.find((post) => post.id === withImages.id)?.media).toHaveLength(2);
    expect(counts.twitter).toEqual({
      'Hello from the sandbox': 1,
      'Two images & a link https://sandglass.vc': 1,
    });
  });

  it('waits out a rate limit until x-rate-limit-reset', async () => {
    await bench.fault({ operation: 'post', kind: 'rate_limit', resetSeconds: 120 });
    const before = Date.now();
    const error = await failure(bench.publish('Rate limited'));
    expect(error.kind).toBe('rate_limited');
    const wait = error.details.retryAt!.getTime() - before;
    expect(wait).toBeGreaterThan(118_000);
    expect(wait).toBeLessThan(122_000);
  });

  it('says the token was refused on a 401', async () => {
    await bench.fault({ operation: 'post', kind: 'unauthorized' });
    const error = await failure(bench.publish('Expired token'));
    expect(error.kind).toBe('unauthorized');
    expect(error.details.status).toBe(401);
  });

  it('passes on X’s own reason when it refuses identical text twice in a row', async () => {
    await bench.publish('Same words');
    const error = await failure(bench.publish('Same words'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      'X refused the post: You are not allowed to create a Tweet with duplicate content.',
    );
  });

  it('reports an unknown outcome when the connection drops after X stored the post, and finds it afterwards', async () => {
    const since = new Date();
    await bench.fault({ operation: 'post', kind: 'reset_after_store' });
    const error = await failure(
      bench.publish('Lost answer & <friends> https://sandglass.vc', [bench.image('m3')]),
    );
    expect(error.kind).toBe('unknown');
    const found = await bench.findPublished('Lost answer & <friends> https://sandglass.vc', since);
    const { posts } = await bench.control.posts();
    expect(posts).toHaveLength(1);
    expect(found).toEqual({ id: posts[0]!.id, url: posts[0]!.url });
  });

  it('finds nothing for a post never made, and cannot tell when X answers a server error', async () => {
    await bench.publish('Something else');
    const since = new Date(Date.now() - 60_000);
    await expect(bench.findPublished('Never posted', since)).resolves.toBeNull();
    await bench.fault({ operation: 'lookup', kind: 'server_error' });
    expect((await failure(bench.findPublished('Never posted', since))).kind).toBe('unknown');
  });

  it('reports an unknown outcome for a 5xx or a timeout on create, and nothing was stored', async () => {
    await bench.fault({ operation: 'post', kind: 'server_error' });
    expect((await failure(bench.publish('Server error'))).kind).toBe('unknown');
    await bench.fault({ operation: 'post', kind: 'timeout' });
    const timedOut = await failure(bench.publish('Timed out'));
    expect(timedOut.kind).toBe('unknown');
    expect(timedOut.message).toBe(
      'X did not answer within 2 seconds, so whether the post was published is unknown.',
    );
    expect((await bench.control.posts()).posts).toHaveLength(0);
  });

  it('says nothing was sent when X cannot be reached, and retries a failed upload safely', async () => {
    const closed = { ...bench.endpoints(), apiUrl: `http://127.0.0.1:${await closedPort()}` };
    const error = await failure(
      adapter.publish(closed, bench.account, { text: 'x', media: [], deliveryId: 'd' }),
    );
    expect(error.kind).toBe('not_sent');
    await bench.fault({ operation: 'upload', kind: 'server_error' });
    expect((await failure(bench.publish('With image', [bench.image('m4')]))).kind).toBe(
      'transient',
    );
  });

  it('reads posts’ public metrics in one lookup, leaving out a post X no longer shows', async () => {
    const post = await bench.publish('Counted on X');
    await bench.control.setMetrics(post.id, {
      impressions: 1234,
      likes: 12,
      reposts: 3,
      replies: 2,
    });
    const metrics = await adapter.readMetrics(bench.endpoints(), bench.account, [
      post.id,
      '1790000000000000404',
    ]);
    expect(Object.fromEntries(metrics)).toEqual({
      [post.id]: { impressions: 1234, likes: 12, reposts: 3, replies: 2 },
    });
  });

  it('says a 429 on the metrics lookup is rate limited until X’s reset', async () => {
    const post = await bench.publish('Busy X');
    await bench.fault({ operation: 'metrics', kind: 'rate_limit', resetSeconds: 600 });
    const error = await failure(adapter.readMetrics(bench.endpoints(), bench.account, [post.id]));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.retryAt!.getTime()).toBeGreaterThan(Date.now() + 500_000);
  });
});
