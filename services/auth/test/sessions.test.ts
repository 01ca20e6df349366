import { FakeClock, signTestToken } from '@sandglass/server/testing';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { generateSigningKeys } from '../src/signing-key.js';
import {
  ADMIN,
  cookieFrom,
  newAccount,
  startAuthService,
  type RunningAuth,
} from './auth-service.js';

const REFRESH = 'sg_refresh';
const clock = new FakeClock();
let auth: RunningAuth;

beforeAll(async () => {
  auth = await startAuthService({}, clock);
});
afterAll(() => auth.close());

describe('registration', () => {
  it('creates a guest on the free tier and signs them in', async () => {
    const account = newAccount({ email: 'Grace.Hopper@Example.com' });
    const res = await request(auth.url).post('/api/auth/register').send(account).expect(201);

    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.expiresIn).toBe(900);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'grace.hopper@example.com',
      role: 'guest',
      membershipTier: 'free',
      emailVerified: false,
      createdAt: expect.any(String),
    });
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${REFRESH}=`),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('refuses an email that exists in another case with a 409 sentence', async () => {
    const account = newAccount();
    await request(auth.url).post('/api/auth/register').send(account).expect(201);
    const res = await request(auth.url)
      .post('/api/auth/register')
      .send({ ...account, email: account.email.toUpperCase() })
      .expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
    expect(res.body.message).toMatch(/already exists/);
  });

  it.each([
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters.'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address, like name@example.com.'],
    [{ firstName: '   ' }, 'firstName', 'Enter your first name.'],
    [{ firstName: '\u200b\u200b\u200b' }, 'firstName', 'Enter your first name.'],
    [{ lastName: '\u202e\u2066\u200f' }, 'lastName', 'Enter your last name.'],
    [{ lastName: 'x'.repeat(101) }, 'lastName', 'Last name can be at most 100 characters.'],
    [{ email: 42 }, 'email', 'Email must be text.'],
    [{ password: 'x'.repeat(129) }, 'password', 'Password can be at most 128 characters.'],
    [{ role: 'admin' }, 'role', 'Unknown field "role". Remove it and try again.'],
  ])('rejects %j with a sentence naming the field', async (change, field, message) => {
    const res = await request(auth.url)
      .post('/api/auth/register')
      .send(newAccount(change))
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toContainEqual({ field, message });
    expect(res.body.message).toContain(message);
  });

  it.each(['123456', 'password', 'Qwerty123', 'iloveyou'])(
    'refuses the common password %j with a sentence, keeping the 6-character minimum',
    async (password) => {
      const res = await request(auth.url)
        .post('/api/auth/register')
        .send(newAccount({ password }))
        .expect(400);
      expect(res.body.details).toEqual([
        {
          field: 'password',
          message:
            'This password is one of the most commonly used ones, so it is easy to guess. Choose another.',
        },
      ]);
    },
  );

  it('rejects a missing body field', async () => {
    const { firstName: _omit, ...rest } = newAccount();
    const res = await request(auth.url).post('/api/auth/register').send(rest).expect(400);
    expect(res.body.details).toContainEqual({
      field: 'firstName',
      message: 'Enter your first name.',
    });
  });

  it('answers malformed JSON with a 400 sentence, not a stack trace', async () => {
    const res = await request(auth.url)
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.co",')
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'MALFORMED_JSON',
      message: expect.stringMatching(/not valid JSON/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await request(auth.url)
      .post('/api/auth/register')
      .send(newAccount({ padding: 'x'.repeat(1024 * 1024) }))
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a JSON array body', async () => {
    const res = await request(auth.url).post('/api/auth/register').send([newAccount()]).expect(400);
    expect(res.body.statusCode).toBe(400);
  });
});

describe('sign-in', () => {
  const account = newAccount();
  beforeAll(async () => {
    await request(auth.url).post('/api/auth/register').send(account).expect(201);
  });

  it('returns a token that identifies the user, ignoring email case', async () => {
    const res = await request(auth.url)
      .post('/api/auth/login')
      .send({ email: account.email.toUpperCase(), password: account.password })
      .expect(200);
    const me = await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${res.body.token}`)
      .expect(200);
    expect(me.body.email).toBe(account.email);
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await request(auth.url)
      .post('/api/auth/login')
      .send({ email: account.email, password: 'not-the-password' })
      .expect(401);
    const unknown = await request(auth.url)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'whatever1' })
      .expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a NUL character in the email with a 400 sentence', async () => {
    const res = await request(auth.url)
      .post('/api/auth/login')
      .send({ email: 'admin@example.com\u0000', password: 'whatever' })
      .expect(400);
    expect(res.body.message).toBe(
      'Email contains an invisible NUL character. Remove it and try again.',
    );
  });

  it('refuses a body nested 3,000 levels deep with a 400 sentence', async () => {
    const res = await request(auth.url)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(`{"email":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)},"password":"x"}`)
      .expect(400);
    expect(res.body.code).toBe('JSON_TOO_DEEP');
  });

  it('requires both fields', async () => {
    const res = await request(auth.url)
      .post('/api/auth/login')
      .send({ email: account.email })
      .expect(400);
    expect(res.body.details).toContainEqual({ field: 'password', message: 'Enter your password.' });
  });
});

describe('the current user', () => {
  it('needs a token', async () => {
    const res = await request(auth.url).get('/api/auth/user').expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Sign in to continue.',
    });
  });

  it('refuses an unsigned alg:none token', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'x',
        role: 'admin',
        iss: 'sandglass-auth',
        aud: 'sandglass-api',
        exp: 9999999999,
      }),
    ).toString('base64url');
    const res = await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${header}.${payload}.`)
      .expect(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('refuses an HS256 token signed with the public key', async () => {
    const forged = jwt.sign({ sub: 'x', role: 'admin' }, auth.keys.publicKey, {
      algorithm: 'HS256',
      issuer: 'sandglass-auth',
      audience: 'sandglass-api',
    });
    await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${forged}`)
      .expect(401);
  });

  it('refuses a token signed by another key', async () => {
    const other = generateSigningKeys();
    const token = jwt.sign({ sub: 'x', role: 'admin' }, other.privateKey, {
      algorithm: 'ES256',
      issuer: 'sandglass-auth',
      audience: 'sandglass-api',
    });
    await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
  });

  it('says when a token has expired', async () => {
    const token = jwt.sign({ sub: 'x', role: 'guest' }, auth.keys.privateKey, {
      algorithm: 'ES256',
      issuer: 'sandglass-auth',
      audience: 'sandglass-api',
      expiresIn: -10,
    });
    const res = await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
    expect(res.body).toMatchObject({
      code: 'TOKEN_EXPIRED',
      message: 'Your session has expired. Sign in again.',
    });
  });

  it('refuses garbage in the Authorization header', async () => {
    await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', 'Bearer not.a.jwt')
      .expect(401);
    await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', 'Basic Zm9vOmJhcg==')
      .expect(401);
  });
});

describe('refresh and logout', () => {
  async function signUp() {
    const res = await request(auth.url).post('/api/auth/register').send(newAccount()).expect(201);
    return cookieFrom(res.headers['set-cookie'], REFRESH)!;
  }
  /** One person signed in twice (two devices): the sign-up's answer and a sign-in's. */
  async function twoSignIns() {
    const account = newAccount();
    const signedUp = await request(auth.url).post('/api/auth/register').send(account).expect(201);
    const signedIn = await request(auth.url)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
    return [signedUp, signedIn] as const;
  }
  const me = (token: string) =>
    request(auth.url).get('/api/auth/user').set('Authorization', `Bearer ${token}`);
  const refresh = (cookie: string | undefined) => {
    const call = request(auth.url).post('/api/auth/refresh');
    return cookie ? call.set('Cookie', `${REFRESH}=${cookie}`) : call;
  };

  it('rotates the refresh cookie and returns a fresh access token', async () => {
    const first = await signUp();
    const res = await refresh(first).expect(200);
    const second = cookieFrom(res.headers['set-cookie'], REFRESH);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    await request(auth.url)
      .get('/api/auth/user')
      .set('Authorization', `Bearer ${res.body.token}`)
      .expect(200);
  });

  it('tolerates two tabs refreshing with the same cookie at once', async () => {
    const first = await signUp();
    await refresh(first).expect(200);
    await refresh(first).expect(200);
  });

  it('ends the whole sign-in when a spent cookie is replayed later', async () => {
    const first = await signUp();
    const rotated = await refresh(first).expect(200);
    const second = cookieFrom(rotated.headers['set-cookie'], REFRESH);
    clock.advance(60_000);
    const replay = await refresh(first).expect(401);
    expect(replay.body).toMatchObject({
      code: 'SESSION_ENDED',
      message: 'Your session has ended. Sign in again.',
    });
    await refresh(second).expect(401);
  });

  it('keeps a sign-in that a replay ended over: no token of it refreshes, and its access tokens stop', async () => {
    const [signedUp, elsewhere] = await twoSignIns();
    const c1 = cookieFrom(signedUp.headers['set-cookie'], REFRESH);
    const second = await refresh(c1).expect(200);
    const c2 = cookieFrom(second.headers['set-cookie'], REFRESH);
    clock.advance(31_000);
    const third = await refresh(c2).expect(200);
    const c3 = cookieFrom(third.headers['set-cookie'], REFRESH);

    await refresh(c1).expect(401);

    // c2 was spent moments ago, as a second tab's would be, but its sign-in is over.
    await refresh(c2).expect(401);
    await refresh(c3).expect(401);
    for (const issued of [signedUp, second, third]) {
      const res = await me(issued.body.token).expect(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: 'TOKEN_REVOKED',
        message: 'This sign-in has ended. Sign in again.',
      });
    }
    // The same person's other sign-in is untouched.
    await me(elsewhere.body.token).expect(200);
    await refresh(cookieFrom(elsewhere.headers['set-cookie'], REFRESH)).expect(200);
  });

  it('refuses an expired refresh cookie', async () => {
    const cookie = await signUp();
    clock.advance(31 * 86_400_000);
    await refresh(cookie).expect(401);
  });

  it('refuses a refresh without a cookie', async () => {
    await refresh(undefined).expect(401);
  });

  it('revokes the sign-in on logout and clears the cookie', async () => {
    const cookie = await signUp();
    const res = await request(auth.url)
      .post('/api/auth/logout')
      .set('Cookie', `${REFRESH}=${cookie}`)
      .expect(204);
    expect(cookieFrom(res.headers['set-cookie'], REFRESH)).toBe('');
    await refresh(cookie).expect(401);
  });

  it('ends that sign-in’s access tokens on logout, and only that sign-in’s', async () => {
    const [leaving, staying] = await twoSignIns();
    await request(auth.url)
      .post('/api/auth/logout')
      .set('Cookie', `${REFRESH}=${cookieFrom(leaving.headers['set-cookie'], REFRESH)}`)
      .expect(204);
    expect((await me(leaving.body.token).expect(401)).body.code).toBe('TOKEN_REVOKED');
    await me(staying.body.token).expect(200);
  });

  it('accepts an access token issued before sign-ins had ids (no sid) until it expires', async () => {
    const signedUp = await request(auth.url).post('/api/auth/register').send(newAccount());
    const token = signTestToken(auth.keys.privateKey, {
      sub: signedUp.body.user.id,
      role: 'guest',
    });
    expect(jwt.decode(token)).not.toHaveProperty('sid');
    await me(token).expect(200);
  });

  it('carries a changed role on the next refresh', async () => {
    const signUpRes = await request(auth.url)
      .post('/api/auth/register')
      .send(newAccount())
      .expect(201);
    const cookie = cookieFrom(signUpRes.headers['set-cookie'], REFRESH);
    const admin = await request(auth.url).post('/api/auth/login').send(ADMIN).expect(200);
    await request(auth.url)
      .patch(`/api/auth/users/${signUpRes.body.user.id}`)
      .set('Authorization', `Bearer ${admin.body.token}`)
      .send({ role: 'member' })
      .expect(200);
    const res = await refresh(cookie).expect(200);
    expect(res.body.user.role).toBe('member');
    expect((jwt.decode(res.body.token) as { role: string }).role).toBe('member');
  });
});

describe('health and unknown routes', () => {
  it('reports the database as up', async () => {
    const res = await request(auth.url).get('/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      service: 'auth',
      checks: { database: { status: 'up' } },
    });
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await request(auth.url).get('/api/auth/nope').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'There is nothing at this address.',
    });
  });

  it('routes strictly: another letter case or a trailing slash is a 404, not sign-in', async () => {
    const account = newAccount();
    await request(auth.url).post('/api/auth/register').send(account).expect(201);
    for (const path of ['/api/auth/LOGIN', '/api/auth/Login', '/api/auth/login/']) {
      const res = await request(auth.url)
        .post(path)
        .send({ email: account.email, password: account.password });
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 404,
        code: 'NOT_FOUND',
      });
    }
    await request(auth.url).post('/api/auth/REGISTER').send(newAccount()).expect(404);
    await request(auth.url).get('/api/auth/users/').expect(404);
  });

  it('echoes a safe request id and replaces an unsafe one', async () => {
    const kept = await request(auth.url).get('/health').set('x-request-id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(auth.url).get('/health').set('x-request-id', '<script>');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves its OpenAPI document', async () => {
    const res = await request(auth.url).get('/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/user',
        '/api/auth/users/{id}',
      ]),
    );
  });
});
