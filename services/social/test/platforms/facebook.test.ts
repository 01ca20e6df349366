import { FacebookAdapter } from '../../src/platforms/facebook.adapter.js';
import { type PlatformChoice, type PublishingAccount } from '../../src/platforms/platform.js';
import {
  connect,
  decide,
  REDIRECT_URI,
  startHarness,
  type SandboxHarness,
  failure,
} from './sandbox-helpers.js';

const adapter = new FacebookAdapter({ timeoutMs: 2_000 });
let harness: SandboxHarness;
let choices: PlatformChoice[];
let account: PublishingAccount;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.control.reset();
  choices = await connect(adapter, harness.endpoints('facebook'));
  account = choices[0]!;
});

const endpoints = () => harness.endpoints('facebook');
const publish = (text: string, media = [] as ReturnType<SandboxHarness['image']>[]) =>
  adapter.publish(endpoints(), account, { text, media, deliveryId: 'd1' });

describe('Facebook adapter against the sandbox', () => {
  it('sends the person to the login dialog with state, the Page scopes and the redirect', () => {
    const url = adapter.authorizationUrl(endpoints(), {
      state: 'state-1',
      redirectUri: REDIRECT_URI,
      codeVerifier: 'v',
    });
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
    expect(choices.map(({ externalId, accountName }) => ({ externalId, accountName }))).toEqual([
      { externalId: '200000000000001', accountName: 'Sandglass Sandbox Page' },
      { externalId: '200000000000002', accountName: 'Sandglass Sandbox Studio' },
    ]);
    expect(choices[0]!.tokens.accessToken).not.toBe(choices[1]!.tokens.accessToken);
    expect(choices[0]!.tokens.expiresAt).toBeNull();
  });

  it('refuses a code sent back with another redirect_uri, quoting Facebook', async () => {
    const url = adapter.authorizationUrl(endpoints(), {
      state: 's',
      redirectUri: REDIRECT_URI,
      codeVerifier: 'v',
    });
    const code = (await decide(url, 'approve')).searchParams.get('code')!;
    const error = await failure(
      adapter.exchangeCode(endpoints(), {
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
    const text = await publish('Hello Page');
    expect(text.id).toMatch(/^200000000000001_\d+$/);
    expect(text.url).toBe(`${harness.sandbox.url}/facebook/permalink/${text.id}`);
    expect(await (await fetch(text.url)).text()).toContain('Hello Page');
    await publish('One photo', [harness.image('a')]);
    await publish('Two photos', [harness.image('b'), harness.image('c')]);
    const { posts } = await harness.control.posts();
    expect(posts.map((post) => [post.accountId, post.text, post.media.length])).toEqual([
      ['200000000000001', 'Hello Page', 0],
      ['200000000000001', 'One photo', 1],
      ['200000000000001', 'Two photos', 2],
    ]);
    expect(posts[2]!.media).toEqual([
      `${harness.imageHost}/media/b.png`,
      `${harness.imageHost}/media/c.png`,
    ]);
  });

  it('is refused when Facebook cannot fetch the image', async () => {
    const broken = { ...harness.image('x'), publicUrl: `${harness.imageHost}/missing.png` };
    const error = await failure(publish('Broken image', [broken]));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Facebook refused the post: (#324) Missing or invalid image file.');
  });

  it('waits out a Page rate limit (code 32) until Meta says access comes back', async () => {
    await harness.control.fault({
      platform: 'facebook',
      operation: 'post',
      kind: 'rate_limit',
      resetSeconds: 300,
    });
    const before = Date.now();
    const error = await failure(publish('Rate limited'));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.platformCode).toBe('32');
    expect(error.details.retryAt!.getTime() - before).toBeGreaterThan(298_000);
    expect(error.details.retryAt!.getTime() - before).toBeLessThan(302_000);
  });

  it('treats code 190 as a refused token and code 2 as transient', async () => {
    await harness.control.fault({ platform: 'facebook', operation: 'post', kind: 'unauthorized' });
    expect((await failure(publish('Expired'))).kind).toBe('unauthorized');
    await harness.control.fault({ platform: 'facebook', operation: 'post', kind: 'transient' });
    const transient = await failure(publish('Transient'));
    expect(transient.kind).toBe('transient');
    expect(transient.details.platformCode).toBe('2');
    expect((await harness.control.posts()).posts).toHaveLength(0);
  });

  it('passes on Facebook’s duplicate refusal (code 506)', async () => {
    await publish('Same words');
    const error = await failure(publish('Same words'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('Facebook refused the post: Duplicate status message.');
  });

  it('reports an unknown outcome after a reset, finds the post on the Page, and null for one never made', async () => {
    const since = new Date();
    await harness.control.fault({
      platform: 'facebook',
      operation: 'post',
      kind: 'reset_after_store',
    });
    expect((await failure(publish('Lost answer'))).kind).toBe('unknown');
    const { posts } = await harness.control.posts();
    await expect(
      adapter.findPublished(endpoints(), account, { text: 'Lost answer', since, checkpoint: null }),
    ).resolves.toEqual({ id: posts[0]!.id, url: posts[0]!.url });
    await expect(
      adapter.findPublished(endpoints(), account, { text: 'Never made', since, checkpoint: null }),
    ).resolves.toBeNull();
  });

  it('needs reconnection to renew a Page token, and disconnecting revokes nothing it cannot', async () => {
    expect((await failure(adapter.refresh())).kind).toBe('unauthorized');
    await expect(adapter.revoke()).resolves.toBeUndefined();
  });
});
