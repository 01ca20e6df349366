import { InstagramAdapter } from '../../src/platforms/instagram.adapter.js';
import type { PublishingAccount } from '../../src/platforms/platform.js';
import {
  connect,
  decide,
  REDIRECT_URI,
  startHarness,
  type SandboxHarness,
  failure,
} from './sandbox-helpers.js';

const adapter = new InstagramAdapter({ timeoutMs: 2_000, pollIntervalsMs: [50] });
let harness: SandboxHarness;
let account: PublishingAccount;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.control.reset();
  const [choice] = await connect(adapter, harness.endpoints('instagram'));
  account = choice!;
});

const endpoints = () => harness.endpoints('instagram');
const publish = (
  text: string,
  media = [harness.image('one')] as ReturnType<SandboxHarness['image']>[],
  onCheckpoint?: (checkpoint: string) => Promise<void>,
) => adapter.publish(endpoints(), account, { text, media, deliveryId: 'd1' }, onCheckpoint);

describe('Instagram adapter against the sandbox', () => {
  it('sends the person to Instagram Login with state, the business scopes and the redirect', () => {
    const url = adapter.authorizationUrl(endpoints(), {
      state: 'state-1',
      redirectUri: REDIRECT_URI,
      codeVerifier: 'v',
    });
    expect(url.pathname).toBe('/instagram/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'sandbox-instagram-app',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'instagram_business_basic,instagram_business_content_publish',
      state: 'state-1',
    });
  });

  it('connects the professional account with a 60-day token, and renews it', async () => {
    expect(account).toMatchObject({
      externalId: '17841400000000001',
      accountName: '@sandglass.sandbox',
    });
    expect(account.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const renewed = await adapter.refresh(endpoints(), account.tokens);
    expect(renewed.accessToken).not.toBe(account.tokens.accessToken);
    const expired = { ...account.tokens, accessToken: 'not-a-token' };
    expect((await failure(adapter.refresh(endpoints(), expired))).kind).toBe('unauthorized');
  });

  it('refuses a code used twice, quoting Instagram', async () => {
    const url = adapter.authorizationUrl(endpoints(), {
      state: 's',
      redirectUri: REDIRECT_URI,
      codeVerifier: 'v',
    });
    const code = (await decide(url, 'approve')).searchParams.get('code')!;
    await adapter.exchangeCode(endpoints(), { code, redirectUri: REDIRECT_URI, codeVerifier: 'v' });
    const error = await failure(
      adapter.exchangeCode(endpoints(), { code, redirectUri: REDIRECT_URI, codeVerifier: 'v' }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      'Instagram refused the connection: The authorization code is unknown or was already used.',
    );
  });

  it('publishes one image through a container it records before publishing', async () => {
    const checkpoints: string[] = [];
    const published = await publish('Hello Instagram', [harness.image('a')], async (checkpoint) => {
      checkpoints.push(checkpoint);
      expect((await harness.control.posts()).posts).toHaveLength(0);
    });
    expect(checkpoints).toHaveLength(1);
    expect(published.url).toBe(`${harness.sandbox.url}/instagram/p/${published.id}`);
    expect(await (await fetch(published.url)).text()).toContain('Hello Instagram');
    const profile = await fetch(`${harness.sandbox.url}/instagram/sandglass.sandbox`);
    expect(await profile.text()).toContain(published.url);
  });

  it('publishes several images as one carousel', async () => {
    await publish('A carousel', [harness.image('b'), harness.image('c'), harness.image('d')]);
    const { posts } = await harness.control.posts();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.media).toEqual(
      ['b', 'c', 'd'].map((id) => `${harness.imageHost}/media/${id}.jpg`),
    );
  });

  it('refuses a post without an image, and one whose image Instagram cannot fetch', async () => {
    expect((await failure(publish('No image', []))).message).toBe(
      'Instagram refused the post: a post needs at least one image.',
    );
    const broken = { ...harness.image('x'), jpegUrl: `${harness.imageHost}/missing.jpg` };
    const png = { ...harness.image('y'), jpegUrl: harness.image('y').publicUrl };
    for (const media of [broken, png]) {
      const error = await failure(publish('Broken', [media]));
      expect(error.kind).toBe('rejected');
      expect(error.message).toBe(
        'Instagram refused the post: Only photo or video can be accepted as media type.',
      );
    }
  });

  it('waits out a rate limit (code 4) and treats code 190 as a refused token', async () => {
    await harness.control.fault({
      platform: 'instagram',
      operation: 'post',
      kind: 'rate_limit',
      resetSeconds: 600,
    });
    const before = Date.now();
    const limited = await failure(publish('Limited'));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.retryAt!.getTime() - before).toBeGreaterThan(598_000);
    expect(limited.details.retryAt!.getTime() - before).toBeLessThan(602_000);
    await harness.control.fault({
      platform: 'instagram',
      operation: 'container',
      kind: 'unauthorized',
    });
    expect((await failure(publish('Expired'))).kind).toBe('unauthorized');
  });

  it('reconciles a lost publish from the checkpointed container', async () => {
    let checkpoint: string | null = null;
    const since = new Date();
    await harness.control.fault({
      platform: 'instagram',
      operation: 'post',
      kind: 'reset_after_store',
    });
    const error = await failure(
      publish('Lost answer', [harness.image('e')], async (value) => {
        checkpoint = value;
      }),
    );
    expect(error.kind).toBe('unknown');
    const { posts } = await harness.control.posts();
    expect(posts).toHaveLength(1);
    await expect(
      adapter.findPublished(endpoints(), account, { text: 'Lost answer', since, checkpoint }),
    ).resolves.toEqual({ id: posts[0]!.id, url: posts[0]!.url });
  });

  it('finds nothing when the checkpointed container was never published, or for a post never made', async () => {
    let checkpoint: string | null = null;
    const since = new Date();
    await harness.control.fault({ platform: 'instagram', operation: 'post', kind: 'server_error' });
    expect(
      (
        await failure(
          publish('Not stored', [harness.image('f')], async (value) => {
            checkpoint = value;
          }),
        )
      ).kind,
    ).toBe('unknown');
    await expect(
      adapter.findPublished(endpoints(), account, { text: 'Not stored', since, checkpoint }),
    ).resolves.toBeNull();
    await expect(
      adapter.findPublished(endpoints(), account, { text: 'Never made', since, checkpoint: null }),
    ).resolves.toBeNull();
  });
});
