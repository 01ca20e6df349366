import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ADMIN, newAccount, startAuthService, type RunningAuth } from './auth-service.js';

let auth: RunningAuth;
let adminToken: string;
let adminId: string;

async function signUp(overrides: Record<string, unknown> = {}) {
  const res = await request(auth.url)
    .post('/api/auth/register')
    .send(newAccount(overrides))
    .expect(201);
  return { token: res.body.token as string, id: res.body.user.id as string };
}

beforeAll(async () => {
  auth = await startAuthService();
  const res = await request(auth.url).post('/api/auth/login').send(ADMIN).expect(200);
  adminToken = res.body.token;
  adminId = res.body.user.id;
  expect(res.body.user.role).toBe('admin');
});
afterAll(() => auth.close());

describe('listing users', () => {
  it('finds users by name or email, ignoring case, newest first', async () => {
    await signUp({ firstName: 'Katherine', lastName: 'Johnson', email: 'kj@nasa.example' });
    await signUp({ firstName: 'Dorothy', lastName: 'Vaughan', email: 'dv@nasa.example' });
    const byName = await request(auth.url)
      .get('/api/auth/users?q=katherine j')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(byName.body.map((u: { email: string }) => u.email)).toEqual(['kj@nasa.example']);

    const byEmail = await request(auth.url)
      .get('/api/auth/users?q=NASA.example')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(byEmail.body.map((u: { email: string }) => u.email)).toEqual([
      'dv@nasa.example',
      'kj@nasa.example',
    ]);
    expect(byEmail.headers['x-total-count']).toBe('2');
  });

  it.each(['page=1e308', 'page=1e18', 'page=10001', 'pageSize=1e2', 'q=a%00b'])(
    'answers ?%s with a 400 sentence, not a 500',
    async (query) => {
      const res = await request(auth.url)
        .get(`/api/auth/users?${query}`)
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toMatch(/^(Page|Page size|Search) .*\.$/);
    },
  );

  it('treats % and _ in a search literally', async () => {
    const res = await request(auth.url)
      .get('/api/auth/users?q=%25')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('pages through the results', async () => {
    const first = await request(auth.url)
      .get('/api/auth/users?page=1&pageSize=1')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    const second = await request(auth.url)
      .get('/api/auth/users?page=2&pageSize=1')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    expect(first.body).toHaveLength(1);
    expect(second.body).toHaveLength(1);
    expect(first.body[0].id).not.toBe(second.body[0].id);
  });

  it.each([
    ['pageSize=1000', 'pageSize', 'Page size can be at most 100.'],
    ['page=0', 'page', 'Page must be 1 or more.'],
    ['page=abc', 'page', 'Page must be a whole number.'],
    ['sort=email', 'sort', 'Unknown field "sort". Remove it and try again.'],
  ])('rejects %s', async (query, field, message) => {
    const res = await request(auth.url)
      .get(`/api/auth/users?${query}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(400);
    expect(res.body.details).toEqual([{ field, message }]);
  });

  it('is for admins only', async () => {
    const guest = await signUp();
    await request(auth.url).get('/api/auth/users').expect(401);
    const res = await request(auth.url)
      .get('/api/auth/users')
      .set('Authorization', `Bearer ${guest.token}`)
      .expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Only admins can do that.',
    });
  });
});

describe('changing a role', () => {
  it('promotes a guest to member', async () => {
    const guest = await signUp();
    const res = await request(auth.url)
      .patch(`/api/auth/users/${guest.id}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ role: 'member' })
      .expect(200);
    expect(res.body).toMatchObject({ id: guest.id, role: 'member' });
  });

  it('never lets admins change their own role', async () => {
    const res = await request(auth.url)
      .patch(`/api/auth/users/${adminId}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ role: 'guest' })
      .expect(403);
    expect(res.body.code).toBe('OWN_ROLE_CHANGE');
  });

  it('refuses non-admins', async () => {
    const member = await signUp();
    const target = await signUp();
    await request(auth.url)
      .patch(`/api/auth/users/${target.id}`)
      .set('Authorization', `Bearer ${member.token}`)
      .send({ role: 'admin' })
      .expect(403);
  });

  it('answers 404 for an unknown or malformed id and 400 for an unknown role', async () => {
    const missing = await request(auth.url)
      .patch('/api/auth/users/4b1a36e8-2a51-4b5e-9a36-6f3f0e2f1c11')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ role: 'member' })
      .expect(404);
    expect(missing.body.message).toBe('No user has this id.');
    await request(auth.url)
      .patch('/api/auth/users/42')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ role: 'member' })
      .expect(404);
    const target = await signUp();
    const bad = await request(auth.url)
      .patch(`/api/auth/users/${target.id}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ role: 'owner' })
      .expect(400);
    expect(bad.body.details).toEqual([
      { field: 'role', message: 'Role must be one of guest, member, admin.' },
    ]);
  });
});

describe('the admin account at start-up', () => {
  it('creates an admin with a random password written to the credentials file when none is configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-admin-'));
    const file = join(dir, 'admin-credentials.txt');
    const fresh = await startAuthService({
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
      ADMIN_CREDENTIALS_FILE: file,
    });
    try {
      const text = await readFile(file, 'utf8');
      const email = /email: (.+)/.exec(text)![1];
      const password = /password: (.+)/.exec(text)![1];
      expect(password.length).toBeGreaterThanOrEqual(20);
      const res = await request(fresh.url)
        .post('/api/auth/login')
        .send({ email, password })
        .expect(200);
      expect(res.body.user.role).toBe('admin');
    } finally {
      await fresh.close();
    }
  });
});
