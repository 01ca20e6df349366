import { request as httpRequest } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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

/** A gateway in front of the auth service (the other services down), with these settings. */
async function gatewayToAuth(env: Record<string, string>): Promise<RunningGateway> {
  const down = await closedPort();
  return startGateway({
    AUTH_URL: auth.url,
    CONTENT_URL: down,
    AI_URL: down,
    SOCIAL_URL: down,
    ...env,
  });
}

// A gateway per test: each starts with its own counters.
beforeEach(async () => {
  gateway = await gatewayToAuth({
    RATE_LIMIT_LOGIN_PER_EMAIL: '3',
    RATE_LIMIT_LOGIN_PER_IP: '8',
    RATE_LIMIT_REGISTER_PER_IP: '4',
    RATE_LIMIT_ACCOUNT_MAIL_PER_EMAIL: '2',
    RATE_LIMIT_ACCOUNT_MAIL_PER_IP: '5',
  });
});

afterEach(() => gateway.close());
afterAll(() => auth.close());

/**
 * Sends a request exactly as written: the path untidied (clients tidy `..` away) and the body's
 * bytes as they are (supertest would serialise a Buffer as JSON). Answers the status and the
 * parsed JSON body.
 */
function rawPost(
  url: string,
  path: string,
  body: Buffer | string,
  type = 'application/json',
): Promise<{ status: number; body: { message?: string; token?: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}${path}`,
      {
        method: 'POST',
        path,
        headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

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

describe('requests that send an account mail', () => {
  const forgot = (email: string) =>
    request(gateway.url).post('/api/auth/password/forgot').send({ email });

  it('limits password resets per address, known or not, with the same answer until then', async () => {
    const account = newAccount();
    await request(gateway.url).post('/api/auth/register').send(account).expect(201);
    for (const email of [account.email, 'nobody.here@example.com']) {
      const answers = [await forgot(email), await forgot(email.toUpperCase()), await forgot(email)];
      expect(answers.map((res) => res.status)).toEqual([202, 202, 429]);
      expect(answers[0]!.body).toEqual(answers[1]!.body);
      expect(answers[2]!.body.message).toMatch(
        /^Too many requests for account emails\. Try again in \d+ minutes?\.$/,
      );
    }
  });

  it('limits them per IP across addresses, verification resends and email changes included', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot(`n${i}@example.com`)).status);
    statuses.push((await request(gateway.url).post('/api/auth/email/verify/resend')).status);
    statuses.push(
      (
        await request(gateway.url)
          .post('/api/auth/email/change')
          .send({ newEmail: 'other@example.com', password: 'x' })
      ).status,
    );
    // The resend is counted (then refused by the service: no sign-in); the change is over.
    expect(statuses).toEqual([202, 202, 202, 202, 401, 429]);
  });
});

describe('one spelling of a path', () => {
  it('keeps the sign-in limit whatever the spelling of the path, and never signs in', async () => {
    const account = newAccount();
    await request(gateway.url).post('/api/auth/register').send(account).expect(201);
    for (let i = 0; i < 3; i += 1) {
      await request(gateway.url)
        .post('/api/auth/login')
        .send({ email: account.email, password: 'wrong-guess' })
        .expect(401);
    }
    for (const path of ['/api/auth/LOGIN', '/api/auth/Login', '/api/auth/login/']) {
      const wrong = await request(gateway.url)
        .post(path)
        .send({ email: account.email, password: 'another-guess' });
      expect([400, 429]).toContain(wrong.status);
      const right = await request(gateway.url)
        .post(path)
        .send({ email: account.email, password: account.password });
      expect([400, 429]).toContain(right.status);
      expect(right.body.token).toBeUndefined();
    }
    for (const path of [
      '/api/auth//login',
      '/api/auth/./login',
      '/api/auth/x/../login',
      '/api/auth/%6Cogin',
      '/api/auth/%6c%6F%67%69%6E',
    ]) {
      const res = await rawPost(
        gateway.url,
        path,
        JSON.stringify({ email: account.email, password: account.password }),
      );
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.body.message).toBe(
        `The address ${JSON.stringify(path)} is not written the usual way; send the request to "/api/auth/login".`,
      );
    }
    await request(gateway.url)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(429);
  });

  it('keeps the sign-up limit on /api/auth/REGISTER', async () => {
    const statuses: number[] = [];
    for (const path of ['/api/auth/register', '/api/auth/REGISTER', '/api/auth/Register']) {
      for (let i = 0; i < 2; i += 1) {
        statuses.push((await request(gateway.url).post(path).send(newAccount())).status);
      }
    }
    // Four sign-ups per IP: the case variants count (and are 404s at the service).
    expect(statuses).toEqual([201, 201, 404, 404, 429, 429]);
  });

  it('redirects a page read to the usual spelling', async () => {
    const res = await request(gateway.url).get('/api/auth//user/?x=1').expect(308);
    expect(res.headers.location).toBe('/api/auth/user?x=1');
  });
});

describe('compressed bodies', () => {
  it('refuses a gzipped sign-in with 415, so it cannot skip the per-email limit', async () => {
    const account = newAccount();
    await request(gateway.url).post('/api/auth/register').send(account).expect(201);
    for (let i = 0; i < 3; i += 1) {
      await request(gateway.url)
        .post('/api/auth/login')
        .send({ email: account.email, password: 'wrong-guess' })
        .expect(401);
    }
    for (const encoding of ['gzip', 'deflate', 'br', 'GZIP', 'identity, gzip']) {
      const body = JSON.stringify({ email: account.email, password: account.password });
      const res = await request(gateway.url)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(encoding === 'br' ? brotliCompressSync(body) : gzipSync(body));
      expect({ encoding, status: res.status, body: res.body }).toEqual({
        encoding,
        status: 415,
        body: {
          statusCode: 415,
          code: 'UNSUPPORTED_ENCODING',
          message:
            'Send the request body uncompressed: a Content-Encoding such as gzip is not accepted.',
        },
      });
    }
  });

  it('refuses a gzipped body at the service too', async () => {
    const res = await request(auth.url)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync(JSON.stringify(ADMIN)))
      .expect(415);
    expect(res.body.code).toBe('UNSUPPORTED_ENCODING');
  });
});

describe('someone else guessing your password', () => {
  let behindProxy: RunningGateway;
  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For names the client: here, two people.
    behindProxy = await gatewayToAuth({
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_LOGIN_PER_EMAIL: '3',
    });
  });
  afterAll(() => behindProxy.close());

  it('locks out the guesser, not the owner (failures count per email and client)', async () => {
    const owner = newAccount();
    await request(behindProxy.url).post('/api/auth/register').send(owner).expect(201);
    const login = (client: string, password: string) =>
      request(behindProxy.url)
        .post('/api/auth/login')
        .set('X-Forwarded-For', client)
        .send({ email: owner.email, password });
    for (let i = 0; i < 3; i += 1) await login('203.0.113.7', 'wrong-guess').expect(401);
    await login('203.0.113.7', 'wrong-guess').expect(429);
    await login('203.0.113.7', owner.password).expect(429);

    await login('198.51.100.20', owner.password).expect(200);
  });
});

describe('bodies in another encoding of text', () => {
  let strict: RunningGateway;
  beforeAll(async () => {
    strict = await gatewayToAuth({
      RATE_LIMIT_LOGIN_PER_EMAIL: '3',
      RATE_LIMIT_REGISTER_PER_EMAIL: '2',
      RATE_LIMIT_REGISTER_PER_IP: '100',
    });
  });
  afterAll(() => strict.close());

  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
  const withBom = (body: object) => Buffer.concat([BOM, Buffer.from(JSON.stringify(body))]);

  it('counts a sign-in that starts with a byte order mark against its email', async () => {
    const account = newAccount();
    await request(strict.url).post('/api/auth/register').send(account).expect(201);
    for (let i = 0; i < 3; i += 1) {
      await request(strict.url)
        .post('/api/auth/login')
        .send({ email: account.email, password: 'wrong-guess' })
        .expect(401);
    }
    const res = await rawPost(
      strict.url,
      '/api/auth/login',
      withBom({ email: account.email, password: account.password }),
    );
    expect({ status: res.status, token: res.body.token }).toEqual({
      status: 429,
      token: undefined,
    });
  });

  it('counts a sign-up that starts with a byte order mark against its email', async () => {
    const account = newAccount();
    await request(strict.url).post('/api/auth/register').send(account).expect(201);
    await request(strict.url).post('/api/auth/register').send(account).expect(409);
    expect((await rawPost(strict.url, '/api/auth/register', withBom(account))).status).toBe(429);
  });

  it('still signs in with a byte order mark, read as the service reads it', async () => {
    const account = newAccount();
    await request(strict.url).post('/api/auth/register').send(account).expect(201);
    const res = await rawPost(
      strict.url,
      '/api/auth/login',
      withBom({ email: account.email, password: account.password }),
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['utf-16le', 'utf16le'],
    ['UTF-16', 'utf16le'],
    ['iso-8859-1', 'latin1'],
    ['utf-7', 'utf8'],
  ] as const)(
    'refuses a JSON sign-in in charset %s with 415, at the gateway and at the service',
    async (charset, encoding) => {
      const account = newAccount();
      await request(strict.url).post('/api/auth/register').send(account).expect(201);
      const body = Buffer.from(
        JSON.stringify({ email: account.email, password: account.password }),
        encoding,
      );
      const type = `application/json; charset=${charset}`;
      for (const url of [strict.url, auth.url]) {
        const res = await rawPost(url, '/api/auth/login', body, type);
        expect({ url, status: res.status, body: res.body }).toEqual({
          url,
          status: 415,
          body: {
            statusCode: 415,
            code: 'UNSUPPORTED_ENCODING',
            message: `Send the JSON request body as UTF-8: the charset "${charset}" is not accepted (leave it out or send charset=utf-8).`,
          },
        });
      }
      expect((await rawPost(strict.url, '/api/auth/register', body, type)).status).toBe(415);
    },
  );
});
