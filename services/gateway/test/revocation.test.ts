import { signTestToken } from '@sandglass/server/testing';
import request from 'supertest';
import {
  ADMIN,
  cookieFrom,
  newAccount,
  startAuthService,
  type RunningAuth,
} from '../../auth/test/auth-service.js';
import { startContentService, type RunningContent } from '../../content/test/content-service.js';
import { closedPort } from './upstream.js';
import { startGateway, type RunningGateway } from './gateway.js';

const REFRESH = 'sg_refresh';
let auth: RunningAuth;
let content: RunningContent;
let gateway: RunningGateway;
let adminToken: string;

/** Any admin-only endpoint of a service other than auth. */
const contentAdmin = (token: string) =>
  request(gateway.url).get('/api/contact').set('Authorization', `Bearer ${token}`);
const me = (token: string) =>
  request(gateway.url).get('/api/auth/user').set('Authorization', `Bearer ${token}`);

async function newAdmin() {
  const account = newAccount();
  const registered = await request(gateway.url)
    .post('/api/auth/register')
    .send(account)
    .expect(201);
  const id: string = registered.body.user.id;
  await setRole(id, 'admin');
  const login = await request(gateway.url)
    .post('/api/auth/login')
    .send({ email: account.email, password: account.password })
    .expect(200);
  return {
    id,
    token: login.body.token as string,
    cookie: cookieFrom(login.headers['set-cookie'], REFRESH)!,
  };
}

const setRole = (id: string, role: string) =>
  request(gateway.url)
    .patch(`/api/auth/users/${id}`)
    .set('Authorization', `Bearer ${adminToken}`)
    .send({ role })
    .expect(200);

beforeAll(async () => {
  auth = await startAuthService();
  // Content shares auth's Redis prefix (as every service of a deployment does) and public key.
  content = await startContentService('revocation', {
    REDIS_PREFIX: auth.redisPrefix,
    JWT_PUBLIC_KEY: auth.keys.publicKey,
  });
  const down = await closedPort();
  gateway = await startGateway({
    AUTH_URL: auth.url,
    CONTENT_URL: content.url,
    AI_URL: down,
    SOCIAL_URL: down,
  });
  adminToken = (await request(gateway.url).post('/api/auth/login').send(ADMIN).expect(200)).body
    .token;
});

afterAll(async () => {
  await gateway.close();
  await content.close();
  await auth.close();
});

it('refuses a demoted admin’s token at once, in another service too', async () => {
  const demoted = await newAdmin();
  await contentAdmin(demoted.token).expect(200);

  await setRole(demoted.id, 'member');

  const refused = await contentAdmin(demoted.token).expect(401);
  expect(refused.body).toEqual({
    statusCode: 401,
    code: 'TOKEN_REVOKED',
    message: 'Your account has changed (your role, for example). Sign in again.',
  });
  await me(demoted.token).expect(401);

  // The next refresh carries the new role, and that token works (without admin rights).
  const refreshed = await request(gateway.url)
    .post('/api/auth/refresh')
    .set('Cookie', `${REFRESH}=${demoted.cookie}`)
    .expect(200);
  expect(refreshed.body.user.role).toBe('member');
  await me(refreshed.body.token).expect(200);
  await contentAdmin(refreshed.body.token).expect(403);
  // Other users are untouched.
  await contentAdmin(adminToken).expect(200);
});

it('refuses the access token once its owner signs out, in another service too', async () => {
  const leaving = await newAdmin();
  const otherDevice = await newAdminLogin(leaving.id);
  await contentAdmin(leaving.token).expect(200);
  await me(leaving.token).expect(200);

  await request(gateway.url)
    .post('/api/auth/logout')
    .set('Cookie', `${REFRESH}=${leaving.cookie}`)
    .expect(204);

  expect((await contentAdmin(leaving.token).expect(401)).body).toEqual({
    statusCode: 401,
    code: 'TOKEN_REVOKED',
    message: 'This sign-in has ended. Sign in again.',
  });
  expect((await me(leaving.token).expect(401)).body.code).toBe('TOKEN_REVOKED');
  // Only that sign-in ended: the same person signed in on another device carries on.
  await contentAdmin(otherDevice).expect(200);

  // Signing in again right away gives a token that works.
  const again = await newAdminLogin(leaving.id);
  await contentAdmin(again).expect(200);
});

async function newAdminLogin(id: string): Promise<string> {
  const user = await request(gateway.url)
    .get(`/api/auth/users?pageSize=100`)
    .set('Authorization', `Bearer ${adminToken}`)
    .expect(200);
  const email = user.body.find((u: { id: string }) => u.id === id).email as string;
  const login = await request(gateway.url)
    .post('/api/auth/login')
    .send({ email, password: newAccount().password })
    .expect(200);
  return login.body.token;
}

it('answers 503 with a sentence when it cannot reach Redis to check a token', async () => {
  const cut = await startContentService('revocation-down', {
    REDIS_URL: `redis://127.0.0.1:${new URL(await closedPort()).port}`,
  });
  try {
    const started = Date.now();
    const res = await request(cut.url)
      .get('/api/contact')
      .set(
        'Authorization',
        `Bearer ${signTestToken(cut.privateKey, { sub: 'admin-user', role: 'admin' })}`,
      )
      .expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      code: 'AUTH_CHECK_UNAVAILABLE',
      message: 'We cannot check your sign-in right now. Please try again in a moment.',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    // Public pages need no token and stay up.
    await request(cut.url).get('/api/portfolio').expect(200);
  } finally {
    await cut.close();
  }
});

it('leaves a sign-out undone, with a 503 sentence, when it cannot reach Redis to end the tokens', async () => {
  const cut = await startAuthService({
    REDIS_URL: `redis://127.0.0.1:${new URL(await closedPort()).port}`,
  });
  try {
    const registered = await request(cut.url)
      .post('/api/auth/register')
      .send(newAccount())
      .expect(201);
    const cookie = cookieFrom(registered.headers['set-cookie'], REFRESH)!;
    const res = await request(cut.url)
      .post('/api/auth/logout')
      .set('Cookie', `${REFRESH}=${cookie}`)
      .expect(503);
    expect(res.body.code).toBe('REVOCATION_UNAVAILABLE');
    // Nothing was changed: the sign-in still refreshes, and signing out can be tried again.
    await request(cut.url)
      .post('/api/auth/refresh')
      .set('Cookie', `${REFRESH}=${cookie}`)
      .expect(200);
  } finally {
    await cut.close();
  }
});
