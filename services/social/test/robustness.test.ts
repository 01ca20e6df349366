import request from 'supertest';
import { insertAccount } from './factories.js';
import { startSocialService, type RunningSocial, type TestCaller } from './social-service.js';

let service: RunningSocial;
let caller: TestCaller;
let postId: string;

beforeAll(async () => {
  service = await startSocialService('robust', {
    TWITTER_CLIENT_ID: 'x-app',
    TWITTER_CLIENT_SECRET: 'x-secret',
    AI_URL: 'http://127.0.0.1:9',
  });
  caller = service.caller('member');
  await insertAccount(service, caller, 'twitter');
  const res = await request(service.url)
    .post('/api/social/schedule-post')
    .set('Authorization', caller.auth)
    .send({
      content: { text: 'Robust' },
      platforms: ['twitter'],
      scheduledTime: new Date(Date.now() + 3600_000).toISOString(),
    })
    .expect(201);
  postId = res.body.id;
});
afterAll(() => service.close());

/** Bodies no client should send. */
const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { content: null },
  { content: [] },
  { content: 'text' },
  { content: { text: null, mediaIds: 'x' } },
  { content: { text: ['a'], mediaIds: [null, 1, {}] } },
  {
    content: { text: 'ok', mediaIds: ['00000000-0000-4000-8000-000000000000'] },
    platforms: [null],
  },
  { content: { text: 'ok' }, platforms: [['twitter']], scheduledTime: 5 },
  { content: { text: 'ok' }, platforms: ['twitter'], scheduledTime: '+275760-09-13T00:00:00Z' },
  { content: { text: 'ok' }, platforms: ['twitter'], scheduledTime: '2026-13-45T99:99:99Z' },
  { content: { text: '\u0000' }, platforms: ['twitter', 'twitter'] },
  {
    content: { text: 'a\u0000b' },
    platforms: ['twitter'],
    scheduledTime: new Date(Date.now() + 7200_000).toISOString(),
  },
  { confirm: 'yes', pageId: { $ne: 1 } },
  { topic: { a: 1 }, platform: 'all', hashtags: 'yes' },
  { __proto__: { admin: true }, constructor: { prototype: {} } },
];

/** Where each may answer: a 503 is generate-content's sentence for an ai service that is down. */
const ENDPOINTS: [string, string, number][] = [
  ['post', '/api/social/schedule-post', 499],
  ['post', '/api/social/post-now', 499],
  ['patch', '/api/social/scheduled-posts/:id', 499],
  ['post', '/api/social/scheduled-posts/:id/retry', 499],
  ['post', '/api/social/accounts/facebook/pages', 499],
  ['post', '/api/social/generate-content', 503],
];

describe('bad input', () => {
  it.each(ENDPOINTS)(
    '%s %s answers a sentence, never a 500, whatever the body',
    async (method, path, highest) => {
      for (const body of BODIES) {
        const res = await request(service.url)
          [method as 'post' | 'patch'](path.replace(':id', postId))
          .set('Authorization', caller.auth)
          .set('content-type', 'application/json')
          .send(JSON.stringify(body));
        if (res.status >= 400) expect(res.body.message).toEqual(expect.stringMatching(/\S/));
        expect({ body, status: Math.min(res.status, highest) }).toEqual({
          body,
          status: res.status,
        });
      }
    },
  );

  it.each([
    '/api/social/scheduled-posts?page=1e9&pageSize=-1',
    '/api/social/scheduled-posts?page[]=1&status[$ne]=x',
    '/api/social/scheduled-posts?scope=all&scope=mine',
    '/api/social/scheduled-posts/%00',
    '/api/social/media/%E0%A4%A',
    '/api/social/accounts/twitter/callback?state[]=a&code[]=b',
  ])('GET %s never answers 500', async (path) => {
    const res = await request(service.url).get(path).set('Authorization', caller.auth);
    expect(res.status).toBeLessThan(500);
  });
});
