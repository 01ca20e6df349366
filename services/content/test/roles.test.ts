import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';

/*
 * Every admin endpoint, checked the same way: the rule lives in this service (spec section
 * 6), whatever the front end shows. The id is well-formed but unknown, so an admin would get
 * a 404 from the same calls; the guard answers before anything is looked up.
 */
let service: RunningContent;
const id = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  service = await startContentService('roles');
});
afterAll(() => service.close());

const ADMIN_ONLY: Array<['get' | 'post' | 'patch' | 'delete', string]> = [
  ['post', '/api/portfolio'],
  ['patch', `/api/portfolio/${id}`],
  ['delete', `/api/portfolio/${id}`],
  ['post', '/api/team'],
  ['patch', `/api/team/${id}`],
  ['delete', `/api/team/${id}`],
  ['post', '/api/programs'],
  ['patch', `/api/programs/${id}`],
  ['delete', `/api/programs/${id}`],
  ['get', '/api/programs/applications'],
  ['patch', `/api/programs/applications/${id}`],
  ['post', '/api/blog'],
  ['patch', `/api/blog/${id}`],
  ['delete', `/api/blog/${id}`],
  ['get', '/api/contact'],
  ['patch', `/api/contact/${id}`],
  ['delete', `/api/contact/${id}`],
  ['get', '/api/newsletter/subscribers'],
  ['get', '/api/analytics/overview'],
  ['post', '/api/uploads'],
];

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
