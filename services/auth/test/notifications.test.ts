import type { UserDirectoryAnswer } from '@sandglass/server';
import request from 'supertest';
import { newAccount, startAuthService, type RunningAuth } from './auth-service.js';

let auth: RunningAuth;

beforeAll(async () => {
  auth = await startAuthService();
});
afterAll(async () => {
  await auth.close();
});

const signUp = async () => {
  const account = newAccount();
  const res = await request(auth.url).post('/api/auth/register').send(account).expect(201);
  return { token: res.body.token as string, id: res.body.user.id as string, ...account };
};

const directory = async (id: string): Promise<UserDirectoryAnswer> =>
  (await request(auth.url).get('/internal/users').query({ ids: id }).expect(200)).body;

describe('notification settings', () => {
  it('has every alert on until the member turns one off, and keeps the others', async () => {
    const member = await signUp();
    const settings = () =>
      request(auth.url)
        .get('/api/auth/user/notifications')
        .set('Authorization', `Bearer ${member.token}`)
        .expect(200);
    expect((await settings()).body).toEqual({
      failedPosts: true,
      reconnectNeeded: true,
      tokenExpiring: true,
    });
    const updated = await request(auth.url)
      .put('/api/auth/user/notifications')
      .set('Authorization', `Bearer ${member.token}`)
      .send({ tokenExpiring: false })
      .expect(200);
    expect(updated.body).toEqual({
      failedPosts: true,
      reconnectNeeded: true,
      tokenExpiring: false,
    });
    expect((await settings()).body).toEqual(updated.body);
  });

  it('refuses a setting that is not true or false with a sentence', async () => {
    const member = await signUp();
    const res = await request(auth.url)
      .put('/api/auth/user/notifications')
      .set('Authorization', `Bearer ${member.token}`)
      .send({ failedPosts: 'sometimes' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(
      'Failed-post alerts must be true (on) or false (off).',
    );
  });

  it('needs a signed-in member', async () => {
    await request(auth.url).get('/api/auth/user/notifications').expect(401);
  });
});

describe('the user directory (GET /internal/users?ids=…)', () => {
  it('tells another service the address, whether it is verified, and the settings', async () => {
    const member = await signUp();
    await request(auth.url)
      .put('/api/auth/user/notifications')
      .set('Authorization', `Bearer ${member.token}`)
      .send({ failedPosts: false })
      .expect(200);
    expect(await directory(member.id)).toEqual({
      users: [
        {
          id: member.id,
          name: `${member.firstName} ${member.lastName}`,
          firstName: member.firstName,
          email: member.email.toLowerCase(),
          emailVerified: false,
          notifications: { failedPosts: false, reconnectNeeded: true, tokenExpiring: true },
        },
      ],
    });
  });

  it('leaves out a member it does not know', async () => {
    expect(await directory('6f1c9a52-3d1e-4b7a-9c1f-2f4e5d6c7b8a')).toEqual({ users: [] });
  });
});

it('documents the settings in the OpenAPI document, and never the internal lookup', async () => {
  const { body } = await request(auth.url).get('/openapi.json').expect(200);
  const paths = body.paths as Record<string, Record<string, unknown>>;
  expect(Object.keys(paths['/api/auth/user/notifications']!)).toEqual(['get', 'put']);
  expect(Object.keys(paths).filter((path) => path.startsWith('/internal'))).toEqual([]);
});
