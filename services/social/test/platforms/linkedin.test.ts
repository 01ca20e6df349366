import { LinkedInAdapter } from '../../src/platforms/linkedin.adapter.js';
import type { PublishingAccount } from '../../src/platforms/platform.js';
import {
  connect,
  decide,
  REDIRECT_URI,
  startHarness,
  type SandboxHarness,
  failure,
} from './sandbox-helpers.js';

const adapter = new LinkedInAdapter({ timeoutMs: 2_000, apiVersion: '202607' });
let harness: SandboxHarness;
let account: PublishingAccount;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.control.reset();
  const [choice] = await connect(adapter, harness.endpoints('linkedin'));
  account = choice!;
});

const endpoints = () => harness.endpoints('linkedin');
const publish = (text: string, media = [] as ReturnType<SandboxHarness['image']>[]) =>
  adapter.publish(endpoints(), account, { text, media, deliveryId: 'd1' });

describe('LinkedIn adapter against the sandbox', () => {
  it('sends the person to authorize with state, the OpenID and posting scopes and the redirect', () => {
    const url = adapter.authorizationUrl(endpoints(), {
      state: 'state-1',
      redirectUri: REDIRECT_URI,
      codeVerifier: 'unused-by-linkedin-web-apps',
    });
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
    expect(account).toMatchObject({ externalId: 'sbx-li-8f3a21', accountName: 'Sandbox Member' });
    expect(account.tokens.refreshToken).toBeNull();
    expect(account.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
  });

  it('refuses a code sent back with another redirect_uri, and a code used twice', async () => {
    const url = adapter.authorizationUrl(endpoints(), {
      state: 's',
      redirectUri: REDIRECT_URI,
      codeVerifier: 'v',
    });
    const code = (await decide(url, 'approve')).searchParams.get('code')!;
    const wrong = await failure(
      adapter.exchangeCode(endpoints(), {
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
      adapter.exchangeCode(endpoints(), { code, redirectUri: REDIRECT_URI, codeVerifier: 'v' }),
    );
    expect(again.message).toContain('unknown or was already used');
  });

  it('asks for reconnection when access runs out (no refresh token), and revokes', async () => {
    expect((await failure(adapter.refresh(endpoints(), account.tokens))).kind).toBe('unauthorized');
    await adapter.revoke(endpoints(), account.tokens);
    expect((await failure(publish('After revocation'))).kind).toBe('unauthorized');
  });

  it('publishes text, and images registered and uploaded first, escaping little-text markup', async () => {
    const plain = await publish('Hello (LinkedIn) #sandbox @team');
    expect(plain.id).toMatch(/^urn:li:share:\d+$/);
    expect(plain.url).toBe(`${harness.sandbox.url}/linkedin/feed/update/${plain.id}`);
    expect(await (await fetch(plain.url)).text()).toContain('Hello (LinkedIn) #sandbox @team');
    await publish('One image', [harness.image('a')]);
    await publish('Two images', [harness.image('b'), harness.image('c')]);
    const { posts, counts } = await harness.control.posts();
    expect(counts.linkedin).toEqual({
      'Hello (LinkedIn) #sandbox @team': 1,
      'One image': 1,
      'Two images': 1,
    });
    expect(posts.map((post) => post.media.length)).toEqual([0, 1, 2]);
  });

  it('waits out a 429 until Retry-After', async () => {
    await harness.control.fault({
      platform: 'linkedin',
      operation: 'post',
      kind: 'rate_limit',
      resetSeconds: 300,
    });
    const before = Date.now();
    const error = await failure(publish('Rate limited'));
    expect(error.kind).toBe('rate_limited');
    expect(error.details.retryAt!.getTime() - before).toBeGreaterThan(298_000);
    expect(error.details.retryAt!.getTime() - before).toBeLessThan(302_000);
  });

  it('says the token was refused on a 401', async () => {
    await harness.control.fault({ platform: 'linkedin', operation: 'post', kind: 'unauthorized' });
    expect((await failure(publish('Expired'))).kind).toBe('unauthorized');
  });

  it('passes on LinkedIn’s own reason for a duplicate', async () => {
    const first = await publish('Same words');
    const error = await failure(publish('Same words'));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(`LinkedIn refused the post: Content is a duplicate of ${first.id}.`);
  });

  it('reports an unknown outcome after a reset, finds the post afterwards, and null for one never made', async () => {
    const since = new Date();
    await harness.control.fault({
      platform: 'linkedin',
      operation: 'post',
      kind: 'reset_after_store',
    });
    expect((await failure(publish('Lost [answer]'))).kind).toBe('unknown');
    const { posts } = await harness.control.posts();
    expect(posts).toHaveLength(1);
    await expect(
      adapter.findPublished(endpoints(), account, {
        text: 'Lost [answer]',
        since,
        checkpoint: null,
      }),
    ).resolves.toEqual({ id: posts[0]!.id, url: posts[0]!.url });
    await expect(
      adapter.findPublished(endpoints(), account, { text: 'Never made', since, checkpoint: null }),
    ).resolves.toBeNull();
  });

  it('reports a 5xx on create as unknown and one on an image upload as transient', async () => {
    await harness.control.fault({ platform: 'linkedin', operation: 'post', kind: 'server_error' });
    expect((await failure(publish('Server error'))).kind).toBe('unknown');
    await harness.control.fault({
      platform: 'linkedin',
      operation: 'upload',
      kind: 'server_error',
    });
    expect((await failure(publish('Upload error', [harness.image('d')]))).kind).toBe('transient');
    expect((await harness.control.posts()).posts).toHaveLength(0);
  });
});
