import { randomUUID } from 'node:crypto';
import { signTestToken } from '@sandglass/server/testing';
import type { ScheduledPost } from '@sandglass/shared';
import request from 'supertest';
import { newAccount, startAuthService, type RunningAuth } from '../../auth/test/auth-service.js';
import { inMinutes, insertAccount } from './factories.js';
import { startSocialService, type RunningSocial, type TestCaller } from './social-service.js';

/*
 * Admins see people, not ids: ?scope=all names each post's owner from the real auth service
 * over HTTP (its user directory, one call per page).
 */

let auth: RunningAuth;
let social: RunningSocial;

beforeAll(async () => {
  auth = await startAuthService();
  social = await startSocialService(
    'owners',
    {
      REDIS_PREFIX: auth.redisPrefix,
      AUTH_URL: auth.url,
      TWITTER_CLIENT_ID: 'x-app',
      TWITTER_CLIENT_SECRET: 'x-secret',
    },
    auth.keys,
  );
});
afterAll(async () => {
  await social.close();
  await auth.close();
});

/** A person registered at the auth service, signed in to social as a member. */
async function registered(firstName: string, lastName: string) {
  const account = newAccount({ firstName, lastName });
  const res = await request(auth.url).post('/api/auth/register').send(account).expect(201);
  return caller(res.body.user.id as string, account.email);
}

function caller(id: string, email = `${id}@example.com`): TestCaller & { email: string } {
  return {
    id,
    role: 'member',
    email,
    auth: `Bearer ${signTestToken(auth.keys.privateKey, { sub: id, role: 'member', email })}`,
  };
}

async function postAs(member: TestCaller, text: string): Promise<string> {
  await insertAccount(social, member, 'twitter');
  const res = await request(social.url)
    .post('/api/social/schedule-post')
    .set('Authorization', member.auth)
    .send({ content: { text }, platforms: ['twitter'], scheduledTime: inMinutes(60) })
    .expect(201);
  return res.body.id as string;
}

it('names each post’s owner by name and email in the admin list, and a deleted member as such', async () => {
  const ada = await registered('Ada', 'Lovelace');
  const grace = await registered('Grace', 'Hopper');
  const gone = caller(randomUUID());
  const adaPost = await postAs(ada, 'Ada’s post about the spring cohort.');
  const gracePost = await postAs(grace, 'Grace’s post about compilers.');
  const gonePost = await postAs(gone, 'A post whose author has left.');
  const admin = social.caller('admin');

  const res = await request(social.url)
    .get('/api/social/scheduled-posts?scope=all&pageSize=100')
    .set('Authorization', admin.auth)
    .expect(200);
  const byId = new Map((res.body.posts as ScheduledPost[]).map((post) => [post.id, post]));
  expect(byId.get(adaPost)?.owner).toEqual({ id: ada.id, name: 'Ada Lovelace', email: ada.email });
  expect(byId.get(gracePost)?.owner).toEqual({
    id: grace.id,
    name: 'Grace Hopper',
    email: grace.email,
  });
  expect(byId.get(gonePost)?.owner).toEqual({ id: gone.id, name: 'Deleted member', email: null });
});

it('leaves the owner out of a member’s own list', async () => {
  const ada = await registered('Ada', 'Byron');
  await postAs(ada, 'Only mine.');
  const res = await request(social.url)
    .get('/api/social/scheduled-posts')
    .set('Authorization', ada.auth)
    .expect(200);
  expect(res.body.posts).toHaveLength(1);
  expect(res.body.posts[0]).not.toHaveProperty('owner');
});

it('refuses a malformed directory lookup with a sentence', async () => {
  const res = await request(auth.url).get('/internal/users?ids=not-an-id').expect(400);
  expect(res.body.message).toMatch(/user id/i);
  await request(auth.url).get('/internal/users').expect(400);
});
