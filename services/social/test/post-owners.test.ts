import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
/** Between social and auth: counts the directory lookups social makes. */
let counter: Server;
const lookups: string[] = [];
/** Makes the directory answer 503, as an auth service that is down. */
let directoryDown = false;

beforeAll(async () => {
  auth = await startAuthService();
  counter = createServer((req, res) => {
    if (req.url?.startsWith('/internal/users')) {
      lookups.push(req.url);
      if (directoryDown) return void res.writeHead(503).end();
    }
    fetch(`${auth.url}${req.url}`, { headers: { accept: 'application/json' } })
      .then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(await answer.text());
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
  social = await startSocialService(
    'owners',
    {
      REDIS_PREFIX: auth.redisPrefix,
      AUTH_URL: `http://127.0.0.1:${(counter.address() as AddressInfo).port}`,
      TWITTER_CLIENT_ID: 'x-app',
      TWITTER_CLIENT_SECRET: 'x-secret',
    },
    auth.keys,
  );
});
afterAll(async () => {
  await social.close();
  await new Promise((resolve) => counter.close(resolve));
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

  lookups.length = 0;
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
  // One lookup for the page, not one per post.
  expect(lookups).toHaveLength(1);
});

it('still lists the posts, without names, when the auth service cannot answer', async () => {
  const ada = await registered('Ada', 'King');
  const postId = await postAs(ada, 'Listed all the same.');
  directoryDown = true;
  try {
    const res = await request(social.url)
      .get('/api/social/scheduled-posts?scope=all&pageSize=100')
      .set('Authorization', social.caller('admin').auth)
      .expect(200);
    const post = (res.body.posts as ScheduledPost[]).find((item) => item.id === postId);
    expect(post).toMatchObject({ userId: ada.id, owner: null });
  } finally {
    directoryDown = false;
  }
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
