import { littleText } from './linkedin.adapter.js';
import { regainAccess } from './meta-graph.js';
import { PlatformHttp, retryAfter, webBase } from './platform-http.js';

const NOW = Date.parse('2026-11-23T17:00:00Z');

describe('when a platform lets the app back in', () => {
  it('reads Retry-After as seconds or as a date, else uses the default', () => {
    expect(retryAfter(new Headers({ 'retry-after': '120' }), 5_000, NOW).toISOString()).toBe(
      '2026-11-23T17:02:00.000Z',
    );
    expect(
      retryAfter(
        new Headers({ 'retry-after': 'Mon, 23 Nov 2026 17:10:00 GMT' }),
        5_000,
        NOW,
      ).toISOString(),
    ).toBe('2026-11-23T17:10:00.000Z');
    expect(retryAfter(new Headers({ 'retry-after': 'soon' }), 5_000, NOW).getTime()).toBe(
      NOW + 5_000,
    );
  });

  it('takes the longest estimated_time_to_regain_access Meta gives, in minutes', () => {
    const headers = new Headers({
      'x-business-use-case-usage': JSON.stringify({
        '1': [{ type: 'pages', estimated_time_to_regain_access: 3 }],
        '2': [{ type: 'pages', estimated_time_to_regain_access: 7 }],
      }),
    });
    expect(regainAccess(headers, NOW).toISOString()).toBe('2026-11-23T17:07:00.000Z');
    expect(regainAccess(new Headers({ 'x-business-use-case-usage': '{oops' }), NOW).getTime()).toBe(
      NOW + 10 * 60_000,
    );
  });
});

describe('what a failed request means', () => {
  const http = new PlatformHttp('X', 30_000);
  const refused = new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
  });
  const reset = new TypeError('fetch failed', {
    cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
  });
  const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');

  it('nothing was sent when the connection was refused', () => {
    expect(http.transportError(refused, 'create')).toMatchObject({
      kind: 'not_sent',
      message: 'X could not be reached (ECONNREFUSED); nothing was sent.',
    });
  });

  it('the outcome is unknown when a create timed out or lost its connection', () => {
    expect(http.transportError(timeout, 'create').kind).toBe('unknown');
    expect(http.transportError(reset, 'create').kind).toBe('unknown');
  });

  it('sends tokens over plain http only to this machine', async () => {
    await expect(
      http.send('http://api.example.com/2/tweets', { method: 'POST' }, 'create'),
    ).rejects.toMatchObject({
      kind: 'not_sent',
      message:
        'X is configured at a plain http address that is not this machine (api.example.com); nothing was sent.',
    });
  });

  it('an upload or lookup that timed out made no post: transient', () => {
    expect(http.transportError(timeout, 'prepare').kind).toBe('transient');
    expect(http.transportError(reset, 'read').kind).toBe('transient');
  });
});

describe('links and text', () => {
  it('derives the platform’s web address from its authorize URL, sandbox prefix included', () => {
    expect(webBase('https://x.com/i/oauth2/authorize', /\/i\/oauth2\/authorize\/?$/)).toBe(
      'https://x.com',
    );
    expect(
      webBase('http://127.0.0.1:3005/x/i/oauth2/authorize', /\/i\/oauth2\/authorize\/?$/),
    ).toBe('http://127.0.0.1:3005/x');
    expect(webBase('https://auth.example/custom', /\/i\/oauth2\/authorize\/?$/)).toBe(
      'https://auth.example',
    );
  });

  it('escapes LinkedIn’s little-text markup characters', () => {
    expect(littleText('Hi (all) @team_1 [x] {y} <z> a|b ~*\\')).toBe(
      'Hi \\(all\\) \\@team\\_1 \\[x\\] \\{y\\} \\<z\\> a\\|b \\~\\*\\\\',
    );
  });

  it('sends hashtags as LinkedIn’s hashtag template, and leaves a # that is not one escaped', () => {
    expect(littleText('#AI at work: #vc_funds, not #1 or a#b')).toBe(
      '{hashtag|\\#|AI} at work: {hashtag|\\#|vc\\_funds}, not \\#1 or a\\#b',
    );
  });
});
