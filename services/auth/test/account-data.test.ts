import { randomUUID } from 'node:crypto';
import { announceUserDeleted } from '@sandglass/server';
import {
  createTestDatabase,
  startTestService,
  testRedisPrefix,
  testRedisUrl,
  testSigningKeys,
  type RunningService,
} from '@sandglass/server/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import { createAiApp } from '../../ai/src/app.js';
import { AiConfig } from '../../ai/src/config.js';
import { startContentService, type RunningContent } from '../../content/test/content-service.js';
import { startSocialService, type RunningSocial } from '../../social/test/social-service.js';
import {
  ADMIN,
  cookieFrom,
  newAccount,
  startAuthService,
  type RunningAuth,
} from './auth-service.js';

/**
 * Export and delete across every service: auth, content, ai and social run as they do in
 * production (each with its own database), sharing one signing key and one Redis prefix, the
 * deletion stream's home.
 */
const keys = testSigningKeys();
const redis = testRedisPrefix('accountdata');
const shared = { REDIS_PREFIX: redis.prefix, JWT_PUBLIC_KEY: keys.publicKey };
let content: RunningContent;
let ai: RunningService;
let aiRunning = true;
let social: RunningSocial;
let auth: RunningAuth;

beforeAll(async () => {
  content = await startContentService('acctdata', shared);
  ai = await startTestService('aiacctdata', AiConfig, (config) => createAiApp(config), shared);
  social = await startSocialService('acctdata', { REDIS_PREFIX: redis.prefix }, keys);
  auth = await startAuthService({
    REDIS_PREFIX: redis.prefix,
    JWT_PRIVATE_KEY: keys.privateKey,
    CONTENT_URL: content.url,
    AI_URL: ai.url,
    SOCIAL_URL: social.url,
  });
});
afterAll(async () => {
  await auth?.close();
  await social?.close();
  if (aiRunning) await ai?.close();
  await content?.close();
  await redis.clear();
});

async function sql<T = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A person with data in every service. */
async function personWithData(label: string, aiDatabaseUrl = ai.databaseUrl) {
  const account = newAccount({ firstName: label });
  const res = await request(auth.url).post('/api/auth/register').send(account).expect(201);
  const id: string = res.body.user.id;
  const email: string = res.body.user.email;
  const bearer = `Bearer ${res.body.token}`;
  await request(content.url).post('/api/newsletter').send({ email }).expect(202);
  await request(content.url)
    .post('/api/contact')
    .send({
      firstName: label,
      lastName: 'Tester',
      email,
      interest: 'investment',
      message: `A message from ${label}.`,
    })
    .expect(201);
  await sql(
    aiDatabaseUrl,
    `INSERT INTO ai.generations (id, user_id, endpoint, model, prompt_chars, latency_ms, outcome, streamed)
     VALUES ($1, $2, 'insight', 'test/model', 42, 900, 'succeeded', false)`,
    [randomUUID(), id],
  );
  await sql(
    social.databaseUrl,
    `INSERT INTO social.connected_accounts
       (user_id, platform, external_id, account_name, access_token, refresh_token, status, sandbox, connected_at)
     VALUES ($1, 'linkedin', $2, $3, 'secret-access-token', 'secret-refresh-token', 'connected', true, now())`,
    [id, randomUUID(), `${label} on LinkedIn`],
  );
  await sql(
    social.databaseUrl,
    `INSERT INTO social.posts (user_id, text, scheduled_time) VALUES ($1, $2, now() + interval '1 day')`,
    [id, `A post by ${label}.`],
  );
  return {
    id,
    email,
    password: account.password,
    bearer,
    cookie: cookieFrom(res.headers['set-cookie'], 'sg_refresh')!,
  };
}

/** The rows each service holds of `person`. */
async function rowsOf(person: { id: string; email: string }, { ai: withAi = true } = {}) {
  const count = async (url: string, text: string, value: string) =>
    Number((await sql<{ n: string }>(url, text, [value]))[0]!.n);
  return {
    auth: await count(
      auth.databaseUrl,
      'SELECT count(*) AS n FROM auth.users WHERE id = $1',
      person.id,
    ),
    sessions: await count(
      auth.databaseUrl,
      'SELECT count(*) AS n FROM auth.sessions WHERE user_id = $1',
      person.id,
    ),
    newsletter: await count(
      content.databaseUrl,
      'SELECT count(*) AS n FROM content.newsletter_subscribers WHERE email = $1',
      person.email,
    ),
    generations: withAi
      ? await count(
          ai.databaseUrl,
          'SELECT count(*) AS n FROM ai.generations WHERE user_id = $1',
          person.id,
        )
      : null,
    accounts: await count(
      social.databaseUrl,
      'SELECT count(*) AS n FROM social.connected_accounts WHERE user_id = $1',
      person.id,
    ),
    posts: await count(
      social.databaseUrl,
      'SELECT count(*) AS n FROM social.posts WHERE user_id = $1',
      person.id,
    ),
  };
}

async function eventually<T>(check: () => Promise<T>, done: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Not reached in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /api/auth/user/export', () => {
  it('is a file of the person’s data from every service, and nothing of anyone else', async () => {
    const ada = await personWithData('Ada');
    const grace = await personWithData('Grace');
    const res = await request(auth.url)
      .get('/api/auth/user/export')
      .set('Authorization', ada.bearer)
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sandglass-account-.*\.json"$/,
    );
    const file = res.body;
    expect(file.account.profile).toMatchObject({ id: ada.id, email: ada.email });
    expect(file.account.sessions).toHaveLength(1);
    expect(file.content.newsletter).toMatchObject({ email: ada.email, status: 'pending' });
    expect(file.content.contactMessages.map((m: { message: string }) => m.message)).toEqual([
      'A message from Ada.',
    ]);
    expect(file.ai.generations).toHaveLength(1);
    expect(file.social.connectedAccounts).toEqual([
      expect.objectContaining({ platform: 'linkedin', accountName: 'Ada on LinkedIn' }),
    ]);
    expect(file.social.posts.map((p: { text: string }) => p.text)).toEqual(['A post by Ada.']);

    const text = JSON.stringify(file);
    for (const secret of [
      'secret-access-token',
      'secret-refresh-token',
      'password',
      'Hash',
      'hash',
    ])
      expect(text).not.toContain(secret);
    for (const other of [grace.id, grace.email, 'Grace']) expect(text).not.toContain(other);
  });

  it('needs a sign-in', async () => {
    await request(auth.url).get('/api/auth/user/export').expect(401);
  });
});

describe('DELETE /api/auth/user', () => {
  it('needs the password, then removes the person from every service and ends their sign-in', async () => {
    const ada = await personWithData('Ada');
    const grace = await personWithData('Grace');
    const wrong = await request(auth.url)
      .delete('/api/auth/user')
      .set('Authorization', ada.bearer)
      .send({ password: 'not it' })
      .expect(400);
    expect(wrong.body.code).toBe('PASSWORD_INCORRECT');

    await request(auth.url)
      .delete('/api/auth/user')
      .set('Authorization', ada.bearer)
      .send({ password: ada.password })
      .expect(204);

    const gone = { auth: 0, sessions: 0, newsletter: 0, generations: 0, accounts: 0, posts: 0 };
    await eventually(
      () => rowsOf(ada),
      (rows) => JSON.stringify(rows) === JSON.stringify(gone),
    );
    expect(await rowsOf(grace)).toEqual({
      ...gone,
      auth: 1,
      sessions: 1,
      newsletter: 1,
      generations: 1,
      accounts: 1,
      posts: 1,
    });

    await request(auth.url).get('/api/auth/user').set('Authorization', ada.bearer).expect(401);
    await request(auth.url)
      .post('/api/auth/refresh')
      .set('Cookie', `sg_refresh=${ada.cookie}`)
      .expect(401);
    await request(auth.url)
      .post('/api/auth/login')
      .send({ email: ada.email, password: ada.password })
      .expect(401);
    const admin = await request(auth.url).post('/api/auth/login').send(ADMIN).expect(200);
    const list = await request(auth.url)
      .get(`/api/auth/users?q=${encodeURIComponent(ada.email)}`)
      .set('Authorization', `Bearer ${admin.body.token}`)
      .expect(200);
    expect(list.body).toEqual([]);
  });

  it('reaches a service that was down when it returns, and a repeated announcement changes nothing', async () => {
    // The ai service again, on a database that outlives it as a real one's does (the first
    // one's goes with it); one ai service at a time, as they share the consumer group.
    await ai.close();
    aiRunning = false;
    const db = await createTestDatabase('aidown');
    const generations = async (userId: string) =>
      Number(
        (
          await sql<{ n: string }>(
            db.url,
            'SELECT count(*) AS n FROM ai.generations WHERE user_id = $1',
            [userId],
          )
        )[0]!.n,
      );
    const start = () =>
      startTestService('aidown', AiConfig, (config) => createAiApp(config), {
        ...shared,
        DATABASE_URL: db.url,
      });
    try {
      let down = await start();
      const ada = await personWithData('Ada', db.url);
      const grace = await personWithData('Grace', db.url);
      await down.close();

      await request(auth.url)
        .delete('/api/auth/user')
        .set('Authorization', ada.bearer)
        .send({ password: ada.password })
        .expect(204);
      await eventually(
        () => rowsOf(ada, { ai: false }),
        (rows) => rows.posts + rows.newsletter === 0,
      );
      expect(await generations(ada.id)).toBe(1);

      down = await start();
      try {
        await eventually(
          () => generations(ada.id),
          (n) => n === 0,
        );
        // The same announcement again (a retry of the outbox) finds nothing more to do.
        const client = new Redis(testRedisUrl());
        await announceUserDeleted(
          client,
          { REDIS_URL: testRedisUrl(), REDIS_PREFIX: redis.prefix },
          {
            userId: ada.id,
            email: ada.email,
            deletedAt: new Date().toISOString(),
          },
        );
        // Read and acknowledged by the ai service's group: nothing waiting, nothing pending.
        await eventually(
          async () => {
            const groups = (await client.call(
              'XINFO',
              'GROUPS',
              `${redis.prefix}:events:user-deleted`,
            )) as unknown[][];
            const ai = groups.find((group) => group[1] === 'ai') ?? [];
            const field = (name: string) => ai[ai.indexOf(name) + 1];
            return { pending: field('pending'), lag: field('lag') };
          },
          ({ pending, lag }) => pending === 0 && lag === 0,
        );
        client.disconnect();
        await request(auth.url)
          .get('/api/auth/user')
          .set('Authorization', grace.bearer)
          .expect(200);
        expect(await generations(grace.id)).toBe(1);
        expect(await generations(ada.id)).toBe(0);
      } finally {
        await down.close();
      }
    } finally {
      await db.drop();
    }
  });
});
