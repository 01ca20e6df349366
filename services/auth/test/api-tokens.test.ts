import { apiTokenHash } from '@sandglass/server';
import { API_SCOPES } from '@sandglass/shared';
import request from 'supertest';
import { ADMIN, newAccount, startAuthService, type RunningAuth } from './auth-service.js';

let auth: RunningAuth;

beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(() => auth.close());

async function signUp(): Promise<string> {
  const res = await request(auth.url).post('/api/auth/register').send(newAccount()).expect(201);
  return res.body.token as string;
}

function makeToken(session: string, body: Record<string, unknown> = {}) {
  return request(auth.url)
    .post('/api/auth/tokens')
    .set('Authorization', `Bearer ${session}`)
    .send({ name: 'CI', scopes: ['content:read'], expiresInDays: 30, ...body });
}

describe('personal API tokens', () => {
  it('shows the secret once, keeps only its hash and a prefix, and lists it without the secret', async () => {
    const session = await signUp();
    const before = Date.now();
    const res = await makeToken(session, { scopes: ['social:read', 'ai:generate'] }).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'CI',
      token: expect.stringMatching(/^sgv_[A-Za-z0-9_-]{43}$/),
      prefix: res.body.token.slice(0, 10),
      scopes: ['social:read', 'ai:generate'],
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(res.body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const list = await request(auth.url)
      .get('/api/auth/tokens')
      .set('Authorization', `Bearer ${session}`)
      .expect(200);
    expect(list.body).toEqual([
      {
        id: res.body.id,
        name: 'CI',
        prefix: res.body.prefix,
        scopes: ['social:read', 'ai:generate'],
        createdAt: expect.any(String),
        expiresAt: res.body.expiresAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
  });

  it('makes a token without expiry for null', async () => {
    const res = await makeToken(await signUp(), { expiresInDays: null }).expect(201);
    expect(res.body.expiresAt).toBeNull();
  });

  it.each([
    [{ scopes: [] }, 'scopes', 'Choose at least one scope.'],
    [
      { scopes: ['content:delete'] },
      'scopes',
      `Each scope must be one of ${API_SCOPES.join(', ')}.`,
    ],
    [{ scopes: ['content:read', 'content:read'] }, 'scopes', 'Name each scope once.'],
    [{ name: '  ' }, 'name', 'Name the token, so you know later what uses it.'],
    [
      { expiresInDays: 366 },
      'expiresInDays',
      'Expires in days must be a whole number from 1 to 365, or null for no expiry.',
    ],
    [
      { expiresInDays: 0 },
      'expiresInDays',
      'Expires in days must be a whole number from 1 to 365, or null for no expiry.',
    ],
    [
      { expiresInDays: undefined },
      'expiresInDays',
      'Expires in days must be a whole number from 1 to 365, or null for no expiry.',
    ],
  ])('refuses %j with a sentence naming the field', async (change, field, message) => {
    const res = await makeToken(await signUp(), change).expect(400);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('revokes a token of one’s own, and answers 404 for anyone else’s', async () => {
    const owner = await signUp();
    const other = await signUp();
    const { body } = await makeToken(owner).expect(201);
    await request(auth.url)
      .delete(`/api/auth/tokens/${body.id}`)
      .set('Authorization', `Bearer ${other}`)
      .expect(404);
    await request(auth.url)
      .delete(`/api/auth/tokens/${body.id}`)
      .set('Authorization', `Bearer ${owner}`)
      .expect(204);
    const list = await request(auth.url)
      .get('/api/auth/tokens')
      .set('Authorization', `Bearer ${owner}`)
      .expect(200);
    expect(list.body).toEqual([]);
    const again = await request(auth.url)
      .delete(`/api/auth/tokens/${body.id}`)
      .set('Authorization', `Bearer ${owner}`)
      .expect(404);
    expect(again.body.code).toBe('API_TOKEN_NOT_FOUND');
    // Looked up by its hash, a revoked token stands for nothing.
    await request(auth.url)
      .post('/internal/api-tokens/verify')
      .send({ hash: apiTokenHash(body.token) })
      .expect(404);
  });

  it('answers a live token’s owner and current role to the lookup, and records its use', async () => {
    const login = await request(auth.url).post('/api/auth/login').send(ADMIN).expect(200);
    const { body } = await makeToken(login.body.token, { scopes: ['analytics:read'] }).expect(201);
    const res = await request(auth.url)
      .post('/internal/api-tokens/verify')
      .send({ hash: apiTokenHash(body.token) })
      .expect(200);
    expect(res.body).toEqual({
      tokenId: body.id,
      userId: login.body.user.id,
      role: 'admin',
      email: ADMIN.email,
      scopes: ['analytics:read'],
      expiresAt: body.expiresAt,
    });
    const list = await request(auth.url)
      .get('/api/auth/tokens')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    expect(list.body.find((t: { id: string }) => t.id === body.id).lastUsedAt).toEqual(
      expect.any(String),
    );
    await request(auth.url)
      .post('/internal/api-tokens/verify')
      .send({ hash: apiTokenHash(`${body.token}x`) })
      .expect(404);
  });

  it('refuses an API token on every account operation: they need a signed-in session', async () => {
    const login = await request(auth.url).post('/api/auth/login').send(ADMIN).expect(200);
    const { body } = await makeToken(login.body.token, { scopes: [...API_SCOPES] }).expect(201);
    const bearer = `Bearer ${body.token}`;
    const attempts = [
      request(auth.url)
        .post('/api/auth/tokens')
        .set('Authorization', bearer)
        .send({
          name: 'more',
          scopes: ['content:read'],
          expiresInDays: null,
        }),
      request(auth.url).get('/api/auth/tokens').set('Authorization', bearer),
      request(auth.url).delete(`/api/auth/tokens/${body.id}`).set('Authorization', bearer),
      request(auth.url).get('/api/auth/user').set('Authorization', bearer),
      request(auth.url).get('/api/auth/users').set('Authorization', bearer),
      request(auth.url)
        .patch(`/api/auth/users/${login.body.user.id}`)
        .set('Authorization', bearer)
        .send({ role: 'member' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('SESSION_REQUIRED');
      expect(res.body.message).toMatch(/needs a signed-in session/);
    }
  });
});
