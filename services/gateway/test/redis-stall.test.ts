import { startOwnRedis, type OwnRedis } from '@sandglass/server/testing';
import request from 'supertest';
import { newAccount, startAuthService, type RunningAuth } from '../../auth/test/auth-service.js';
import { closedPort, echo, startUpstream, type Upstream } from './upstream.js';
import { startGateway, type RunningGateway } from './gateway.js';

/** Far above Redis's bound (REDIS_REQUEST_WAIT_MS) per call, far below the pause. */
const ANSWERED_WITHIN_MS = 1500;
const PAUSE_MS = 4000;

// The gateway and the auth service count and check in a Redis of this file's own, which the
// test pauses (never the machine's shared one).
let redis: OwnRedis;
let auth: RunningAuth;
let content: Upstream;
let gateway: RunningGateway;

beforeAll(async () => {
  redis = await startOwnRedis();
  auth = await startAuthService({ REDIS_URL: redis.url });
  content = await startUpstream(echo);
  const down = await closedPort();
  gateway = await startGateway({
    REDIS_URL: redis.url,
    AUTH_URL: auth.url,
    CONTENT_URL: content.url,
    AI_URL: down,
    SOCIAL_URL: down,
  });
});

afterAll(async () => {
  await gateway.close();
  await content.close();
  await auth.close();
  await redis.stop();
});

/** A request's status, error code and how long it took to answer. */
async function timed(call: request.Test) {
  const started = performance.now();
  const res = await call;
  return { status: res.status, code: res.body?.code, ms: Math.round(performance.now() - started) };
}

it('answers every API request within moments while Redis is paused, falling back as documented', async () => {
  const account = newAccount();
  const signedUp = await request(gateway.url).post('/api/auth/register').send(account).expect(201);
  const user = () =>
    request(gateway.url)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${signedUp.body.token}`);

  // CLIENT PAUSE stalls every client of the server, the one that sent it too.
  await redis.admin.call('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL');
  const paused = redis.admin.ping();

  const [anonymous, signIn, signedIn] = await Promise.all([
    // An anonymous read: the per-IP limit counts in memory.
    timed(request(gateway.url).get('/api/portfolio')),
    // A sign-in: its per-IP and per-email limits count in memory too.
    timed(
      request(gateway.url)
        .post('/api/auth/login')
        .send({ email: account.email, password: account.password }),
    ),
    // A signed-in request (its token not checked yet, so nothing is cached about it): nobody
    // can say the token is still good, so it fails closed, at once.
    timed(user()),
  ]);
  const answers = { anonymous, signIn, signedIn };
  expect(
    Object.values(answers).map(({ status, code, ms }) => ({
      status,
      code,
      inTime: ms < ANSWERED_WITHIN_MS,
    })),
  ).toEqual([
    { status: 200, code: undefined, inTime: true },
    { status: 200, code: undefined, inTime: true },
    { status: 503, code: 'AUTH_CHECK_UNAVAILABLE', inTime: true },
  ]);

  // Once Redis answers again, so does everything behind it.
  await paused;
  await user().expect(200);
});
