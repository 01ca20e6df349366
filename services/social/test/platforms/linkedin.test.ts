import { LinkedInAdapter } from '../../src/platforms/linkedin.adapter.js';
import { adapterBench, failure, REDIRECT_URI } from './sandbox-helpers.js';

const adapter = new LinkedInAdapter({ timeoutMs: 2_000, apiVersion: '202607' });
const bench = adapterBench(adapter, 'linkedin');

describe('LinkedIn adapter against the sandbox', () => {
  it('sends the person to authorize with state, the OpenID and posting scopes and the redirect', () => {
    const url = bench.authorizationUrl('state-1', 'unused-by-linkedin-web-apps');
    expect(url.pathname).toBe('/linkedin/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'sandbox-linkedin-client',
      redirect_uri: REDIRECT_URI,
      state: 'state-1',
      scope: 'openid profile w_member_social',
    });
  });

  it('connects the member from /v2/userinfo after checking the ID token', () => {
    expect(bench.account).toMatchObject({
      externalId: 'sbx-li-8f3a21',
      accountName: 'Sandbox Member',
    });
    expect(bench.account.tokens.refreshToken).toBeNull();
    expect(bench.account.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });

  it('refuses a code sent back with another redirect_uri, and a code used twice', async () => {
    const code = await bench.approvedCode();
    const wrong = await failure(
      adapter.exchangeCode(bench.endpoints(), {
        code,
        redirectUri: 'http://127.0.0.1:1/elsewhere',
        codeVerifier: 'v',
      }),
    );
    expect(wrong.kind).toBe('rejected');
    expect(wrong.message).toBe(
      'LinkedIn refused the connection: The redirect_uri does not match the authorization request.',
    );
    const again = await failure(
      adapter.exchangeCode(bench.endpoints(), {
        code,
        redirectUri: REDIRECT_URI,
        codeVerifier: 'v',
      }),
    );
    expect(again.message).toContain('unknown or was already used');
  });

  it('asks for reconnection when access runs out (no refresh token), and revokes', async () => {
    expect((await failure(adapter.refresh(bench.endpoints(), bench.account.tokens))).kind).toBe(
      'unauthorized',
    );
    await adapter.revoke(bench.endpoints(), bench.account.tokens);
    expect((await failure(bench.publish('After revocation'))).kind).toBe('unauthorized');
  });

  it('publishes text, and images registered and uploaded first, escaping little-text markup', async () => {
    const plain = await bench.publish('Hello (LinkedIn) #sandbox @team');
    expect(plain.id).toMatch(/^urn:li:share:\d+$/);
    expect(plain.url).toBe(`${bench.sandbox.url}/linkedin/feed/update/${plain.id}`);
    expect(await (await fetch(plain.url)).text()).toContain('Hello (LinkedIn) #sandbox @team');
    await bench.publish('One image', [bench.image('a')]);
    await bench.publish('Two images', [bench.image('b'), bench.image('c')]);
    const { posts, counts } = await bench.control.posts();
    expect(counts.linkedin).toEqual({
      'Hello (LinkedIn) #sandbox @team': 1,
      'One image': 1,
      'Two images': 1,
    });
    expect(posts.map((post) => post.media.length)).toEqual([0, 1, 2]);
  });

  it('waits out a 429 until Retry-After', async () => {
    await bench.fault({ operation: 'post', kind: 'rate_limit', resetSeconds: 300 });
    const before = Date.now();
    const error = await failure(bench.publish('Rate limited'));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.retryAt!.getTime() - before).toBeGreaterThan(298_000);
    expect(error.details.retryAt!.getTime() - before).toBeLessThan(302_000);
  });

  it('says the token was refused on a 401', async () => {
    await bench.fault({ operation: 'post', kind: 'unauthorized' });
    expect((await failure(bench.publish('Expired'))).kind).toBe('unauthorized');
  });

  it('passes on LinkedIn’s own reason for a duplicate', async () => {
    const first = await bench.publish('Same words');
    const error = await failure(bench.publish('Same words'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(`LinkedIn refused the post: Content is a duplicate of ${first.id}.`);
  });

  it('reports an unknown outcome after a reset, finds the post afterwards, and null for one never made', async () => {
    const since = new Date();
    await bench.fault({ operation: 'post', kind: 'reset_after_store' });
    expect((await failure(bench.publish('Lost [answer]'))).kind).toBe('unknown');
    const { posts } = await bench.control.posts();
    expect(posts).toHaveLength(1);
    await expect(bench.findPublished('Lost [answer]', since)).resolves.toEqual({
      id: posts[0]!.id,
      url: posts[0]!.url,
    });
    await expect(bench.findPublished('Never made', since)).resolves.toBeNull();
  });

  it('reports a 5xx on create as unknown and one on an image upload as transient', async () => {
    await bench.fault({ operation: 'post', kind: 'server_error' });
    expect((await failure(bench.publish('Server error'))).kind).toBe('unknown');
    await bench.fault({ operation: 'upload', kind: 'server_error' });
    expect((await failure(bench.publish('Upload error', [bench.image('d')]))).kind).toBe(
      'transient',
    );
    expect((await bench.control.posts()).posts).toHaveLength(0);
  });
});
