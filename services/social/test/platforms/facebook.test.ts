import { FacebookAdapter } from '../../src/platforms/facebook.adapter.js';
import { adapterBench, failure, REDIRECT_URI } from './sandbox-helpers.js';

const adapter = new FacebookAdapter({ timeoutMs: 2_000 });
const bench = adapterBench(adapter, 'facebook');

describe('Facebook adapter against the sandbox', () => {
  it('sends the person to the login dialog with state, the Page scopes and the redirect', () => {
    const url = bench.authorizationUrl('state-1');
    expect(url.pathname).toBe('/facebook/v23.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'sandbox-facebook-app',
      redirect_uri: REDIRECT_URI,
      state: 'state-1',
      response_type: 'code',
      scope: 'pages_show_list,pages_manage_posts,pages_read_engagement',
    });
  });

  it('answers every Page the member manages, each with its own non-expiring Page token', () => {
    expect(
      bench.choices.map(({ externalId, accountName }) => ({ externalId, accountName })),
    ).toEqual([
      { externalId: '200000000000001', accountName: 'Sandglass Sandbox Page' },
      { externalId: '200000000000002', accountName: 'Sandglass Sandbox Studio' },
    ]);
    expect(bench.choices[0]!.tokens.accessToken).not.toBe(bench.choices[1]!.tokens.accessToken);
    expect(bench.choices[0]!.tokens.expiresAt).toBeNull();
  });

  it('refuses a code sent back with another redirect_uri, quoting Facebook', async () => {
    const code = await bench.approvedCode();
    const error = await failure(
      adapter.exchangeCode(bench.endpoints(), {
        code,
        redirectUri: 'http://127.0.0.1:1/other',
        codeVerifier: 'v',
      }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      'Facebook refused the connection: The redirect_uri does not match the authorization request.',
    );
  });

  it('publishes to the chosen Page only: text, one photo, several photos on one post', async () => {
    const text = await bench.publish('Hello Page');
    expect(text.id).toMatch(/^200000000000001_\d+$/);
    expect(text.url).toBe(`${bench.sandbox.url}/facebook/permalink/${text.id}`);
    expect(await (await fetch(text.url)).text()).toContain('Hello Page');
    await bench.publish('One photo', [bench.image('a')]);
    await bench.publish('Two photos', [bench.image('b'), bench.image('c')]);
    const { posts } = await bench.control.posts();
    expect(posts.map((post) => [post.accountId, post.text, post.media.length])).toEqual([
      ['200000000000001', 'Hello Page', 0],
      ['200000000000001', 'One photo', 1],
      ['200000000000001', 'Two photos', 2],
    ]);
    expect(posts[2]!.media).toEqual([
      `${bench.imageHost}/media/b.png`,
      `${bench.imageHost}/media/c.png`,
    ]);
  });

  it('is refused when Facebook cannot fetch the image', async () => {
    const broken = { ...bench.image('x'), publicUrl: `${bench.imageHost}/missing.png` };
    const error = await failure(bench.publish('Broken image', [broken]));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Facebook refused the post: (#324) Missing or invalid image file.');
  });

  it('waits out a Page rate limit (code 32) until Meta says access comes back', async () => {
    await bench.fault({ operation: 'post', kind: 'rate_limit', resetSeconds: 300 });
    const before = Date.now();
    const error = await failure(bench.publish('Rate limited'));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.platformCode).toBe('32');
    expect(error.details.retryAt!.getTime() - before).toBeGreaterThan(298_000);
    expect(error.details.retryAt!.getTime() - before).toBeLessThan(302_000);
  });

  it('treats code 190 as a refused token and code 2 as transient', async () => {
    await bench.fault({ operation: 'post', kind: 'unauthorized' });
    expect((await failure(bench.publish('Expired'))).kind).toBe('unauthorized');
    await bench.fault({ operation: 'post', kind: 'transient' });
    const transient = await failure(bench.publish('Transient'));
    expect(transient.kind).toBe('transient');
    expect(transient.details.platformCode).toBe('2');
    expect((await bench.control.posts()).posts).toHaveLength(0);
  });

  it('passes on Facebook’s duplicate refusal (code 506)', async () => {
    await bench.publish('Same words');
    const error = await failure(bench.publish('Same words'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Facebook refused the post: Duplicate status message.');
  });

  it('reports an unknown outcome after a reset, finds the post on the Page, and null for one never made', async () => {
    const since = new Date();
    await bench.fault({ operation: 'post', kind: 'reset_after_store' });
    expect((await failure(bench.publish('Lost answer'))).kind).toBe('unknown');
    const { posts } = await bench.control.posts();
    await expect(bench.findPublished('Lost answer', since)).resolves.toEqual({
      id: posts[0]!.id,
      url: posts[0]!.url,
    });
    await expect(bench.findPublished('Never made', since)).resolves.toBeNull();
  });

  it('needs reconnection to renew a Page token, and disconnecting revokes nothing it cannot', async () => {
    expect((await failure(adapter.refresh())).kind).toBe('unauthorized');
    await expect(adapter.revoke()).resolves.toBeUndefined();
  });

  it('reads the Page’s posts’ reactions, comments and shares in one read, leaving out one that is gone', async () => {
    const first = await bench.publish('Counted once');
    const second = await bench.publish('Counted twice');
    await bench.control.setMetrics(first.id, { likes: 7, replies: 2, reposts: 1 });
    const metrics = await adapter.readMetrics(bench.endpoints(), bench.account, [
      first.id,
      second.id,
      '200000000000001_404',
    ]);
    expect(Object.fromEntries(metrics)).toEqual({
      [first.id]: { reactions: 7, comments: 2, shares: 1 },
      [second.id]: { reactions: 0, comments: 0, shares: 0 },
    });
  });

  it('says a throttled metrics read is rate limited', async () => {
    const post = await bench.publish('Busy Page');
    await bench.fault({ operation: 'metrics', kind: 'rate_limit', resetSeconds: 120 });
    const error = await failure(adapter.readMetrics(bench.endpoints(), bench.account, [post.id]));
    expect(error.kind).toBe('rate_limited');
  });
});
