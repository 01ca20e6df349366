import { TwitterAdapter } from '../../src/platforms/twitter.adapter.js';
import { connect, startHarness, type SandboxHarness } from './sandbox-helpers.js';

let harness: SandboxHarness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => harness.control.reset());

const url = (path: string) => `${harness.sandbox.url}${path}`;

describe('the platform sandbox', () => {
  it('asks the person on an accessible page naming the app and what it may do', async () => {
    const authorize = new URL(url('/x/i/oauth2/authorize'));
    for (const [key, value] of Object.entries({
      response_type: 'code',
      client_id: 'sandbox-x-client',
      redirect_uri: 'http://127.0.0.1:8080/cb',
      scope: 'tweet.write users.read',
      state: 's"<x>',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })) {
      authorize.searchParams.set(key, value);
    }
    const page = await fetch(authorize);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Allow this app to use your X account?</h1>');
    expect(html).toContain('<strong>sandbox-x-client</strong>');
    expect(html).toContain('Post on your behalf');
    expect(html).toContain(
      '<button type="submit" name="decision" value="approve">Approve</button>',
    );
    expect(html).toContain('<button type="submit" name="decision" value="deny">Deny</button>');
    expect(html).toContain('value="s&quot;&lt;x&gt;"');
    expect(html).not.toContain('s"<x>');
  });

  it('refuses an authorize request from an unknown app or without PKCE on X, on a page', async () => {
    const unknown = await fetch(
      url('/x/i/oauth2/authorize?client_id=someone&redirect_uri=http://a/b&response_type=code'),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('is not registered with the X sandbox');
    const noPkce = await fetch(
      url(
        '/x/i/oauth2/authorize?client_id=sandbox-x-client&redirect_uri=http://a/b&response_type=code',
      ),
    );
    expect(noPkce.status).toBe(400);
    expect(await noPkce.text()).toContain('X requires PKCE');
  });

  it('lists what was published per platform, newest first, with links to each post', async () => {
    const adapter = new TwitterAdapter({ timeoutMs: 2_000 });
    const endpoints = harness.endpoints('twitter');
    const [account] = await connect(adapter, endpoints);
    const first = await adapter.publish(endpoints, account!, {
      text: 'First <b>',
      media: [],
      deliveryId: 'a',
    });
    const second = await adapter.publish(endpoints, account!, {
      text: 'Second',
      media: [],
      deliveryId: 'b',
    });
    const html = await (await fetch(url('/'))).text();
    expect(html).toContain('X (Twitter) (2)');
    expect(html.indexOf(second.url)).toBeLessThan(html.indexOf(first.url));
    expect(html).toContain('First &lt;b&gt;');
    expect(html).toContain('LinkedIn (0)');
    const { posts, counts } = await harness.control.posts();
    expect(posts.map((post) => post.url)).toEqual([first.url, second.url]);
    expect(counts.twitter).toEqual({ 'First <b>': 1, Second: 1 });
    expect((await fetch(url('/x/i/web/status/123'))).status).toBe(404);
  });

  it('answers every platform call after the configured latency', async () => {
    await harness.control.setLatency(200);
    const started = Date.now();
    await fetch(url('/x/2/users/me'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await harness.control.setLatency(0);
  });

  it('applies a fault to the next N matching calls only', async () => {
    await harness.control.fault({
      platform: 'linkedin',
      operation: 'identity',
      kind: 'server_error',
      times: 2,
    });
    const statuses = [];
    for (let call = 0; call < 3; call++)
      statuses.push((await fetch(url('/linkedin/v2/userinfo'))).status);
    expect(statuses).toEqual([500, 500, 401]);
  });

  it('answers bad input with a 4xx like the platform would, never a 5xx', async () => {
    const requests: [string, RequestInit][] = [
      [
        '/x/2/tweets',
        { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } },
      ],
      ['/x/2/tweets', { method: 'POST', body: 'text=1' }],
      ['/x/2/oauth2/token', { method: 'POST', body: 'grant_type=authorization_code&code=nope' }],
      [
        '/x/2/oauth2/token',
        { method: 'POST', body: '%%%', headers: { authorization: 'Basic ???' } },
      ],
      [
        '/x/2/media/upload',
        { method: 'POST', body: 'garbage', headers: { 'content-type': 'multipart/form-data' } },
      ],
      ['/x/2/users/1/tweets?max_results=abc', { method: 'GET' }],
      ['/x/i/oauth2/authorize', { method: 'POST', body: 'decision=approve' }],
      [
        '/linkedin/rest/posts',
        { method: 'POST', body: '[]', headers: { 'content-type': 'application/json' } },
      ],
      ['/linkedin/oauth/v2/accessToken', { method: 'POST', body: '' }],
      ['/linkedin/dms-uploads/abc', { method: 'PUT', body: 'x' }],
      ['/facebook/v23.0/123/feed', { method: 'POST', body: 'message=hi&attached_media=%5B' }],
      ['/facebook/v23.0/oauth/access_token?client_id=x', { method: 'GET' }],
      ['/facebook/v23.0/123_456?fields=permalink_url', { method: 'GET' }],
      ['/instagram/v23.0/1/media', { method: 'POST', body: 'image_url=javascript:alert(1)' }],
      ['/instagram/v23.0/1/media_publish', { method: 'POST', body: 'creation_id=%00' }],
      ['/instagram/v23.0/access_token?grant_type=ig_exchange_token', { method: 'GET' }],
      ['/instagram/oauth/access_token', { method: 'POST', body: 'code=1' }],
      [
        '/__sandbox/faults',
        {
          method: 'POST',
          body: '{"platform":"myspace"}',
          headers: { 'content-type': 'application/json' },
        },
      ],
      [
        '/__sandbox/latency',
        { method: 'PUT', body: '{"ms":-1}', headers: { 'content-type': 'application/json' } },
      ],
      ['/__sandbox/posts', { method: 'DELETE' }],
      ['/nowhere/%ZZ', { method: 'GET' }],
      ['/x/2/tweets', { method: 'POST', body: 'x'.repeat(13 * 1024 * 1024) }],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(url(path), init);
      await response.arrayBuffer();
      expect({ path, status: response.status }).toEqual({ path, status: expect.any(Number) });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
