import request from 'supertest';
import {
  ADMIN,
  newAccount,
  startAuthService,
  type RunningAuth,
} from '../../auth/test/auth-service.js';
import { closedPort } from './upstream.js';
import { startGateway, type RunningGateway } from './gateway.js';

let auth: RunningAuth;
let gateway: RunningGateway;

beforeAll(async () => {
  auth = await startAuthService();
});

// A gateway per test: each starts with its own counters.
beforeEach(async () => {
  const down = await closedPort();
  gateway = await startGateway({
    AUTH_URL: auth.url,
    CONTENT_URL: down,
    AI_URL: down,
    SOCIAL_URL: down,
    RATE_LIMIT_LOGIN_PER_EMAIL: '3',
    RATE_LIMIT_LOGIN_PER_IP: '8',
    RATE_LIMIT_REGISTER_PER_IP: '4',
  });
});

afterEach(() => gateway.close());
afterAll(() => auth.close());

it('signs up, signs in and reads the user through the gateway', async () => {
  const account = newAccount();
  const registered = await request(gateway.url)
    .post('/api/auth/register')
    .send(account)
    .expect(201);
  expect(registered.headers['set-cookie']?.[0]).toMatch(/^sg_refresh=/);
  const me = await request(gateway.url)
    .get('/api/auth/user')
    .set('Authorization', `Bearer ${registered.body.token}`)
    .expect(200);
  expect(me.body.email).toBe(account.email);
});

it('limits sign-in attempts per email with 429 and Retry-After', async () => {
  const email = 'target@example.com';
  for (let i = 0; i < 3; i += 1) {
    await request(gateway.url)
      .post('/api/auth/login')
      .send({ email, password: 'wrong-guess' })
      .expect(401);
  }
  const res = await request(gateway.url)
    .post('/api/auth/login')
    .send({ email: 'TARGET@example.com', password: 'x1234567' })
    .expect(429);
  expect(res.body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  expect(res.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  // Another account is still free to sign in.
  await request(gateway.url).post('/api/auth/login').send(ADMIN).expect(200);
});

it('clears an email’s count after a successful sign-in', async () => {
  const account = newAccount();
  await request(gateway.url).post('/api/auth/register').send(account).expect(201);
  for (let round = 0; round < 2; round += 1) {
    await request(gateway.url)
      .post('/api/auth/login')
      .send({ email: account.email, password: 'wrong-guess' })
      .expect(401);
    await request(gateway.url)
      .post('/api/auth/login')
      .send({ email: account.email, password: 'wrong-guess' })
      .expect(401);
    await request(gateway.url)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
  }
});

it('limits sign-ups per IP', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    statuses.push(
      (await request(gateway.url).post('/api/auth/register').send(newAccount())).status,
    );
  }
  expect(statuses).toEqual([201, 201, 201, 201, 429]);
});

it('limits sign-in attempts per IP across emails', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 9; i += 1) {
    statuses.push(
      (
        await request(gateway.url)
          .post('/api/auth/login')
          .send({ email: `n${i}@example.com`, password: 'nope-nope' })
      ).status,
    );
  }
  expect(statuses).toEqual([...Array(8).fill(401), 429]);
});
