import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';
import {
  applicationInput,
  companyInput,
  contactInput,
  memberInput,
  postInput,
  programInput,
} from './factories.js';

/*
 * Whatever arrives, every write answers with a 4xx and a sentence: never a 500, never a
 * stack trace. Each body below is wrong in a different way.
 */
let service: RunningContent;
const ids: Record<string, string> = {};

beforeAll(async () => {
  service = await startContentService('robust');
  const admin = (path: string, body: object) =>
    request(service.url).post(path).set('Authorization', service.as.admin).send(body).expect(201);
  ids.company = (await admin('/api/portfolio', companyInput())).body.id;
  ids.member = (await admin('/api/team', memberInput())).body.id;
  ids.program = (await admin('/api/programs', programInput())).body.id;
  ids.post = (await admin('/api/blog', postInput())).body.id;
  ids.application = (
    await admin(`/api/programs/${ids.program}/applications`, applicationInput())
  ).body.id;
  await request(service.url).post('/api/contact').send(contactInput()).expect(201);
  ids.submission = (
    await request(service.url).get('/api/contact').set('Authorization', service.as.admin)
  ).body[0].id;
});
afterAll(() => service.close());

const writes = (): Array<['post' | 'patch', string, () => object]> => [
  ['post', '/api/portfolio', companyInput],
  ['patch', `/api/portfolio/${ids.company}`, companyInput],
  ['post', '/api/team', memberInput],
  ['patch', `/api/team/${ids.member}`, memberInput],
  ['post', '/api/programs', programInput],
  ['patch', `/api/programs/${ids.program}`, programInput],
  ['post', `/api/programs/${ids.program}/applications`, applicationInput],
  ['patch', `/api/programs/applications/${ids.application}`, () => ({ status: 'new' })],
  ['post', '/api/blog', postInput],
  ['patch', `/api/blog/${ids.post}`, postInput],
  ['post', '/api/contact', contactInput],
  ['patch', `/api/contact/${ids.submission}`, () => ({ isRead: true })],
  ['post', '/api/newsletter', () => ({ email: 'a@example.com' })],
  ['post', '/api/analytics/events', () => ({ type: 'page_view', path: '/' })],
];

const malformed: Array<[string, (valid: object) => unknown]> = [
  ['an array', (valid) => [valid]],
  ['every field an object', (valid) => Object.fromEntries(Object.keys(valid).map((k) => [k, {}]))],
  ['every field a list', (valid) => Object.fromEntries(Object.keys(valid).map((k) => [k, ['x']]))],
  [
    'every field a number',
    (valid) => Object.fromEntries(Object.keys(valid).map((k) => [k, 1e308])),
  ],
  [
    'every field the text "true"',
    (valid) => Object.fromEntries(Object.keys(valid).map((k) => [k, 'true'])),
  ],
  ['an operator object', (valid) => ({ ...valid, [Object.keys(valid)[0]]: { $gt: '' } })],
  [
    'a prototype key',
    (valid) => JSON.parse(`{"__proto__":{"admin":true},"x":${JSON.stringify(valid)}}`),
  ],
  ['deep nesting', (valid) => ({ ...valid, extra: JSON.parse('['.repeat(500) + ']'.repeat(500)) })],
];

describe.each(malformed)('a body with %s', (_what, corrupt) => {
  it('gets a 4xx sentence from every write', async () => {
    for (const [method, path, valid] of writes()) {
      const res = await request(service.url)
        [method](path)
        .set('Authorization', service.as.admin)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(corrupt(valid())));
      expect([method, path, res.status]).toEqual([method, path, expect.any(Number)]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toMatch(/^[A-Z].*[.!?)]$/);
      expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
  });
});

it('answers text sent as JSON with a 400 sentence', async () => {
  for (const [method, path] of writes()) {
    const res = await request(service.url)
      [method](path)
      .set('Authorization', service.as.admin)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  }
});
