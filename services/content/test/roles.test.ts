import request from 'supertest';
import { startContentService } from './content-service.js';

/*
 * Every admin endpoint, checked the same way: the rule lives in this service (spec section
 * 6), whatever the front end shows. The endpoints come from the service's own OpenAPI
 * document, so a route added later is checked without anyone listing it here: every route is
 * admin-only unless OPEN names it, and a route that loses its guard fails here. Ids are
 * well-formed but unknown, so an admin would get a 404 from the same calls; the guard answers
 * before anything is looked up.
 */
const service = await startContentService('roles');
afterAll(() => service.close());

/** What callers who are not admins may use (spec section 7's public reads and forms). */
const OPEN = new Set([
  'GET /api/portfolio',
  'GET /api/team',
  'GET /api/programs',
  'POST /api/programs/{id}/applications',
  'GET /api/blog',
  'GET /api/blog/{slug}',
  'POST /api/contact',
  'POST /api/newsletter',
  'GET /api/newsletter/confirm',
  'GET /api/newsletter/unsubscribe',
  'POST /api/newsletter/unsubscribe',
  'POST /api/analytics/events',
  'POST /api/analytics/events/batch',
  'GET /api/uploads/{name}',
  'GET /sitemap.xml',
  'GET /rss.xml',
]);

/** Admin-only unless ANALYTICS_PUBLIC opens them, with sentences of their own (analytics-dashboard.test.ts). */
const OWN_RULE = new Set([
  'GET /api/analytics/dashboard',
  'GET /api/analytics/live',
  'GET /api/analytics/export',
]);

type Method = 'get' | 'post' | 'patch' | 'delete' | 'put';
const unknownId = '00000000-0000-4000-8000-000000000000';
const { body: openapi } = await request(service.url).get('/openapi.json').expect(200);
const operations = Object.entries(openapi.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);
const ADMIN_ONLY = operations
  .filter((operation) => !OPEN.has(operation) && !OWN_RULE.has(operation))
  .map((operation) => {
    const [method, path] = operation.split(' ') as [string, string];
    return [method.toLowerCase() as Method, path.replace(/\{[^}]+\}/g, unknownId)] as const;
  });

it('finds the admin endpoints in the OpenAPI document, and every open one OPEN names', () => {
  expect(ADMIN_ONLY).toContainEqual(['get', '/api/contact']);
  expect(ADMIN_ONLY).toContainEqual(['delete', `/api/blog/${unknownId}`]);
  expect([...OPEN, ...OWN_RULE].filter((operation) => !operations.includes(operation))).toEqual([]);
});

describe.each(ADMIN_ONLY)('%s %s', (method, path) => {
  it('answers 401 when signed out', async () => {
    const res = await request(service.url)[method](path).send({}).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Sign in to continue.',
    });
  });

  it('answers 401 for a token that is not valid', async () => {
    const res = await request(service.url)
      [method](path)
      .set('Authorization', 'Bearer not.a.token')
      .send({})
      .expect(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it.each(['guest', 'member'] as const)('answers 403 to a %s', async (role) => {
    const res = await request(service.url)
      [method](path)
      .set('Authorization', service.as[role])
      .send({})
      .expect(403);
    expect(res.body.message).toBe('Only admins can do that.');
  });

  it('lets an admin through', async () => {
    const res = await request(service.url)
      [method](path)
      .set('Authorization', service.as.admin)
      .send({});
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
