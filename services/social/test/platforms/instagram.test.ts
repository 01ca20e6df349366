import { InstagramAdapter } from '../../src/platforms/instagram.adapter.js';
import { adapterBench, failure, REDIRECT_URI } from './sandbox-helpers.js';

const adapter = new InstagramAdapter({ timeoutMs: 2_000, pollIntervalsMs: [50] });
const bench = adapterBench(adapter, 'instagram', { defaultImages: ['one'] });

describe('Instagram adapter against the sandbox', () => {
  it('sends the person to Instagram Login with state, the business scopes and the redirect', () => {
    const url = bench.authorizationUrl('state-1');
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
    expect(bench.account).toMatchObject({
      externalId: '17841400000000001',
      accountName: '@sandglass.sandbox',
    });
    expect(bench.account.tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const renewed = await adapter.refresh(bench.endpoints(), bench.account.tokens);
    expect(renewed.accessToken).not.toBe(bench.account.tokens.accessToken);
    const expired = { ...bench.account.tokens, accessToken: 'not-a-token' };
    expect((await failure(adapter.refresh(bench.endpoints(), expired))).kind).toBe('unauthorized');
  });

  it('refuses a code used twice, quoting Instagram', async () => {
    const code = await bench.approvedCode();
    await adapter.exchangeCode(bench.endpoints(), {
      code,
      redirectUri: REDIRECT_URI,
      codeVerifier: 'v',
    });
    const error = await failure(
      adapter.exchangeCode(bench.endpoints(), {
        code,
        redirectUri: REDIRECT_URI,
        codeVerifier: 'v',
      }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      'Instagram refused the connection: The authorization code is unknown or was already used.',
    );
  });

  it('publishes one image through a container it records before publishing', async () => {
    const checkpoints: string[] = [];
    const published = await bench.publish(
      'Hello Instagram',
      [bench.image('a')],
      async (checkpoint) => {
        checkpoints.push(checkpoint);
        expect((await bench.control.posts()).posts).toHaveLength(0);
      },
    );
    expect(checkpoints).toHaveLength(1);
    expect(published.url).toBe(`${bench.sandbox.url}/instagram/p/${published.id}`);
    expect(await (await fetch(published.url)).text()).toContain('Hello Instagram');
    const profile = await fetch(`${bench.sandbox.url}/instagram/sandglass.sandbox`);
    expect(await profile.text()).toContain(published.url);
  });

  it('publishes several images as one carousel', async () => {
    await bench.publish('A carousel', [bench.image('b'), bench.image('c'), bench.image('d')]);
    const { posts } = await bench.control.posts();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.media).toEqual(
      ['b', 'c', 'd'].map((id) => `${bench.imageHost}/media/${id}.jpg`),
    );
  });

  it('refuses a post without an image, and one whose image Instagram cannot fetch', async () => {
    expect((await failure(bench.publish('No image', []))).message).toBe(
      'Instagram refused the post: a post needs at least one image.',
    );
    const broken = { ...bench.image('x'), jpegUrl: `${bench.imageHost}/missing.jpg` };
    const png = { ...bench.image('y'), jpegUrl: bench.image('y').publicUrl };
    for (const media of [broken, png]) {
      const error = await failure(bench.publish('Broken', [media]));
      expect(error.kind).toBe('rejected');
      expect(error.message).toBe(
        'Instagram refused the post: Only photo or video can be accepted as media type.',
      );
    }
  });

  it('waits out a rate limit (code 4) and treats code 190 as a refused token', async () => {
    await bench.fault({ operation: 'post', kind: 'rate_limit', resetSeconds: 600 });
    const before = Date.now();
    const limited = await failure(bench.publish('Limited'));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.details.retryAt!.getTime() - before).toBeGreaterThan(598_000);
    expect(limited.details.retryAt!.getTime() - before).toBeLessThan(602_000);
    await bench.fault({ operation: 'container', kind: 'unauthorized' });
    expect((await failure(bench.publish('Expired'))).kind).toBe('unauthorized');
  });

  it('reconciles a lost publish from the checkpointed container', async () => {
    let checkpoint: string | null = null;
    const since = new Date();
    await bench.fault({ operation: 'post', kind: 'reset_after_store' });
    const error = await failure(
      bench.publish('Lost answer', [bench.image('e')], async (value) => {
        checkpoint = value;
      }),
    );
    expect(error.kind).toBe('unknown');
    const { posts } = await bench.control.posts();
    expect(posts).toHaveLength(1);
    await expect(bench.findPublished('Lost answer', since, checkpoint)).resolves.toEqual({
      id: posts[0]!.id,
      url: posts[0]!.url,
    });
  });

  it('finds nothing when the checkpointed container was never published, or for a post never made', async () => {
    let checkpoint: string | null = null;
    const since = new Date();
    await bench.fault({ operation: 'post', kind: 'server_error' });
    expect(
      (
        await failure(
          bench.publish('Not stored', [bench.image('f')], async (value) => {
            checkpoint = value;
          }),
        )
      ).kind,
    ).toBe('unknown');
    await expect(bench.findPublished('Not stored', since, checkpoint)).resolves.toBeNull();
    await expect(bench.findPublished('Never made', since)).resolves.toBeNull();
  });
});
