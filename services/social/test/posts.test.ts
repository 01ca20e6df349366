import { testRedisUrl } from '@sandglass/server/testing';
import { Queue } from 'bullmq';
import request from 'supertest';
import { publishJobId, SOCIAL_PUBLISH_QUEUE } from '../src/publishing/social-publish.queue.js';
import { inMinutes, insertAccount, sql, uploadImage } from './factories.js';
import { startSocialService, type RunningSocial, type TestCaller } from './social-service.js';

let service: RunningSocial;
let queue: Queue;

beforeAll(async () => {
  // Nothing here reaches a platform (no worker runs): X, LinkedIn and Instagram have an app
  // configured, Facebook has none and no sandbox serves it.
  service = await startSocialService('posts', {
    TWITTER_CLIENT_ID: 'x-app',
    TWITTER_CLIENT_SECRET: 'x-secret',
    LINKEDIN_CLIENT_ID: 'linkedin-app',
    LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
    INSTAGRAM_CLIENT_ID: 'instagram-app',
    INSTAGRAM_CLIENT_SECRET: 'instagram-secret',
  });
  queue = new Queue(SOCIAL_PUBLISH_QUEUE, {
    connection: { url: testRedisUrl() },
    prefix: `${service.redisPrefix}:bull`,
  });
});
afterAll(async () => {
  await queue.close();
  await service.close();
});

/** A member with X and LinkedIn connected. */
async function member(): Promise<TestCaller> {
  const caller = service.caller('member');
  await insertAccount(service, caller, 'twitter');
  await insertAccount(service, caller, 'linkedin');
  return caller;
}

const schedule = (caller: TestCaller, body: Record<string, unknown>) =>
  request(service.url)
    .post('/api/social/schedule-post')
    .set('Authorization', caller.auth)
    .send(body);

const validPost = (overrides: Record<string, unknown> = {}) => ({
  content: { text: 'Our spring cohort starts today. #AI' },
  platforms: ['twitter', 'linkedin'],
  scheduledTime: inMinutes(60),
  ...overrides,
});

async function jobOf(postId: string, platform: string) {
  const [row] = await sql<{ id: string }>(
    service,
    'SELECT id FROM social.deliveries WHERE post_id = $1 AND platform = $2',
    [postId, platform],
  );
  return queue.getJob(publishJobId(row.id));
}

describe('POST /api/social/schedule-post', () => {
  it('saves the post with one queued delivery per platform and a delayed job for each', async () => {
    const caller = await member();
    const at = new Date(Date.now() + 90 * 60_000);
    const offset = at.toISOString().replace('Z', '+00:00');
    const res = await schedule(
      caller,
      validPost({ scheduledTime: offset, userId: 'demo-user' }),
    ).expect(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      scheduledTime: at.toISOString(),
      content: { text: 'Our spring cohort starts today. #AI', media: [] },
      platforms: ['twitter', 'linkedin'],
      userId: caller.id,
    });
    expect(res.body.deliveries).toEqual([
      expect.objectContaining({ platform: 'twitter', status: 'queued', attempts: 0, url: null }),
      expect.objectContaining({ platform: 'linkedin', status: 'queued', attempts: 0, url: null }),
    ]);
    for (const platform of ['twitter', 'linkedin']) {
      const job = await jobOf(res.body.id, platform);
      expect(job).toBeDefined();
      expect(await job!.getState()).toBe('delayed');
      expect(job!.delay).toBeGreaterThan(85 * 60_000);
    }
  });

  it('keeps a time zone offset as the same instant', async () => {
    const caller = await member();
    const res = await schedule(
      caller,
      validPost({ platforms: ['twitter'], scheduledTime: '2099-01-01T09:00:00+05:30' }),
    );
    // 2099 is more than a year ahead: refused, naming the field.
    expect(res.status).toBe(400);
    expect(res.body.details).toContainEqual({
      field: 'scheduledTime',
      message: 'Scheduled time can be at most 365 days ahead.',
    });
    const soon = new Date(Date.now() + 2 * 3600_000);
    const local = new Date(soon.getTime() + 5.5 * 3600_000).toISOString().slice(0, 19);
    const ok = await schedule(
      caller,
      validPost({ platforms: ['twitter'], scheduledTime: `${local}+05:30` }),
    ).expect(201);
    expect(Math.abs(new Date(ok.body.scheduledTime).getTime() - soon.getTime())).toBeLessThan(1000);
  });

  it.each([
    ['blank text', { content: { text: '   ' } }, 'content.text', 'Enter the text of the post.'],
    ['no content', { content: undefined }, 'content', 'Enter the text of the post.'],
    [
      'a NUL character in the text',
      { content: { text: 'Hello\u0000world' } },
      'content.text',
      'Text contains an invisible NUL character. Remove it and try again.',
    ],
    ['no platform', { platforms: [] }, 'platforms', 'Choose at least one platform.'],
    ['platforms missing', { platforms: undefined }, 'platforms', 'Choose at least one platform.'],
    [
      'platforms that are not a list',
      { platforms: 'twitter' },
      'platforms',
      'Platforms must be a list, such as ["twitter", "linkedin"].',
    ],
    [
      'an unknown platform',
      { platforms: ['myspace'] },
      'platforms',
      'Each platform must be one of twitter, linkedin, facebook or instagram.',
    ],
    [
      'a time without an offset',
      { scheduledTime: '2026-12-01T09:00:00' },
      'scheduledTime',
      expect.stringContaining('with a time zone offset'),
    ],
    [
      'a malformed time',
      { scheduledTime: 'next tuesday' },
      'scheduledTime',
      expect.stringContaining('ISO 8601'),
    ],
    [
      'a time in the past',
      { scheduledTime: inMinutes(-5) },
      'scheduledTime',
      'Scheduled time must be in the future. Choose a later date or time.',
    ],
    [
      'more than 4 images',
      {
        content: {
          text: 'Five pictures',
          mediaIds: [1, 2, 3, 4, 5].map((n) => `00000000-0000-4000-8000-00000000000${n}`),
        },
      },
      'content.mediaIds',
      'A post can carry at most 4 images.',
    ],
  ])('refuses %s with a sentence naming the field', async (_what, change, field, message) => {
    const caller = await member();
    const res = await schedule(caller, validPost(change)).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('refuses a platform the caller has not connected, and one needing reconnection', async () => {
    const caller = service.caller('member');
    await insertAccount(service, caller, 'twitter', 'needs_reconnect');
    const res = await schedule(caller, validPost()).expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'platforms',
        message: 'Reconnect your X (Twitter) account: its sign-in is no longer valid.',
      },
      {
        field: 'platforms',
        message:
          'Connect your LinkedIn account first (Social Media → Accounts), or deselect LinkedIn.',
      },
    ]);
  });

  it('counts X text as X does (weighted) and refuses what is over a chosen platform’s limit', async () => {
    const caller = await member();
    // 150 emoji weigh 300 on X but are 150 characters on LinkedIn.
    const text = '🚀'.repeat(150);
    const res = await schedule(caller, validPost({ content: { text } })).expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'content.text',
        message:
          'The text is 300 characters as X counts it (links 23, most emoji 2); X (Twitter) allows at most 280.',
      },
    ]);
    await schedule(caller, validPost({ content: { text }, platforms: ['linkedin'] })).expect(201);
  });

  it('stores and counts the text the screen counts: trimmed, with \\n line breaks', async () => {
    const caller = await member();
    // 280 on X once the Windows line break is one character and the ends are trimmed.
    const text = `  ${'a'.repeat(139)}\r\n${'b'.repeat(140)}\n`;
    const res = await schedule(caller, validPost({ content: { text }, platforms: ['twitter'] }));
    expect(res.status).toBe(201);
    expect(res.body.content.text).toBe(`${'a'.repeat(139)}\n${'b'.repeat(140)}`);
  });

  it('refuses Instagram without an image', async () => {
    const caller = await member();
    await insertAccount(service, caller, 'instagram');
    const res = await schedule(caller, validPost({ platforms: ['instagram'] })).expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'content.mediaIds',
        message: 'Instagram needs at least one image. Add an image or deselect Instagram.',
      },
    ]);
    const mediaId = await uploadImage(service, caller);
    const ok = await schedule(
      caller,
      validPost({ platforms: ['instagram'], content: { text: 'A picture', mediaIds: [mediaId] } }),
    ).expect(201);
    expect(ok.body.content.media).toEqual([
      {
        id: mediaId,
        url: `/api/social/media/${mediaId}`,
        contentType: 'image/png',
        width: 64,
        height: 48,
      },
    ]);
  });

  it('refuses an image another member uploaded', async () => {
    const caller = await member();
    const theirs = await uploadImage(service, await member());
    const res = await schedule(
      caller,
      validPost({ content: { text: 'Borrowed picture', mediaIds: [theirs] } }),
    ).expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'content.mediaIds',
        message: 'An image was not found among your uploads. Upload it again.',
      },
    ]);
  });

  it('refuses a platform the server has not set up', async () => {
    const caller = await member();
    const res = await schedule(caller, validPost({ platforms: ['facebook'] })).expect(400);
    expect(res.body.details).toContainEqual({
      field: 'platforms',
      message: 'Facebook is not set up on this server. Choose another platform.',
    });
  });
});

describe('a platform the server has not set up', () => {
  it('is listed as not configured, and connecting it is refused with a sentence', async () => {
    const caller = await member();
    const platforms = await request(service.url)
      .get('/api/social/platforms')
      .set('Authorization', caller.auth)
      .expect(200);
    expect(platforms.body.find((p: { name: string }) => p.name === 'facebook')).toMatchObject({
      configured: false,
      sandbox: false,
    });
    const res = await request(service.url)
      .post('/api/social/accounts/facebook/connect')
      .set('Authorization', caller.auth)
      .expect(400);
    expect(res.body).toMatchObject({
      code: 'PLATFORM_NOT_CONFIGURED',
      message:
        'Facebook is not set up on this server: an administrator must add its client id and secret first.',
    });
  });
});

describe('access', () => {
  it.each([
    ['get', '/api/social/scheduled-posts'],
    ['post', '/api/social/schedule-post'],
    ['post', '/api/social/post-now'],
    ['get', '/api/social/analytics'],
    ['get', '/api/social/platforms'],
    ['get', '/api/social/accounts'],
    ['post', '/api/social/media'],
    ['post', '/api/social/generate-content'],
    ['get', '/api/social/events'],
  ] as const)('%s %s: 401 signed out, 403 for a guest', async (method, path) => {
    await request(service.url)[method](path).expect(401);
    const guest = service.caller('guest');
    const res = await request(service.url)
      [method](path)
      .set('Authorization', guest.auth)
      .expect(403);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('keeps each member’s posts their own: another member gets 404 for every action', async () => {
    const owner = await member();
    const other = await member();
    const post = (await schedule(owner, validPost()).expect(201)).body;
    const as = (caller: TestCaller) => ({ Authorization: caller.auth });
    await request(service.url)
      .get(`/api/social/scheduled-posts/${post.id}`)
      .set(as(other))
      .expect(404);
    await request(service.url)
      .patch(`/api/social/scheduled-posts/${post.id}`)
      .set(as(other))
      .send({ content: { text: 'Hijacked' } })
      .expect(404);
    await request(service.url)
      .delete(`/api/social/scheduled-posts/${post.id}`)
      .set(as(other))
      .expect(404);
    await request(service.url)
      .post(`/api/social/scheduled-posts/${post.id}/retry`)
      .set(as(other))
      .send({})
      .expect(404);
    const list = await request(service.url)
      .get('/api/social/scheduled-posts')
      .set(as(other))
      .expect(200);
    expect(list.body.posts.map((p: { id: string }) => p.id)).not.toContain(post.id);
    // Still the owner's and untouched.
    const mine = await request(service.url)
      .get(`/api/social/scheduled-posts/${post.id}`)
      .set(as(owner))
      .expect(200);
    expect(mine.body).toMatchObject({ status: 'pending', content: { text: post.content.text } });
  });

  it('lets an admin list everyone’s posts with scope=all, and nobody else', async () => {
    const owner = await member();
    const post = (await schedule(owner, validPost()).expect(201)).body;
    const admin = service.caller('admin');
    const all = await request(service.url)
      .get('/api/social/scheduled-posts?scope=all&pageSize=100')
      .set('Authorization', admin.auth)
      .expect(200);
    expect(all.body.posts.map((p: { id: string }) => p.id)).toContain(post.id);
    const one = await request(service.url)
      .get(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(one.body.userId).toBe(owner.id);
    // Reading is all: an admin cannot cancel a member's post.
    await request(service.url)
      .delete(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', admin.auth)
      .expect(404);
    const res = await request(service.url)
      .get('/api/social/scheduled-posts?scope=all')
      .set('Authorization', owner.auth)
      .expect(403);
    expect(res.body.message).toBe(
      'Only admins can list every member’s posts. Leave out scope=all.',
    );
  });
});

describe('GET /api/social/scheduled-posts', () => {
  it('answers the caller’s posts newest first, paginated and filtered', async () => {
    const caller = await member();
    const ids: string[] = [];
    for (const [n, platforms] of [
      [1, ['twitter']],
      [2, ['linkedin']],
      [3, ['twitter', 'linkedin']],
    ] as const) {
      const res = await schedule(
        caller,
        validPost({ content: { text: `Post ${n}` }, platforms }),
      ).expect(201);
      ids.push(res.body.id);
    }
    const get = (query: string) =>
      request(service.url)
        .get(`/api/social/scheduled-posts${query}`)
        .set('Authorization', caller.auth)
        .expect(200)
        .then((res) => res.body);
    const first = await get('?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.posts.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    const second = await get('?page=2&pageSize=2');
    expect(second.posts.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
    const linkedin = await get('?platform=linkedin');
    expect(linkedin.posts.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
    await request(service.url)
      .delete(`/api/social/scheduled-posts/${ids[0]}`)
      .set('Authorization', caller.auth)
      .expect(200);
    const cancelled = await get('?status=cancelled');
    expect(cancelled.posts.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
  });

  it('orders by send time on ?sort=send_time and leaves cancelled posts to their own filter', async () => {
    const caller = await member();
    const at = async (minutes: number) =>
      (
        await schedule(
          caller,
          validPost({ content: { text: `In ${minutes}` }, scheduledTime: inMinutes(minutes) }),
        ).expect(201)
      ).body.id as string;
    const later = await at(300);
    const soonest = await at(30);
    const cancelled = await at(60);
    const middle = await at(120);
    const sentLongAgo = await at(240);
    const sentRecently = await at(180);
    await request(service.url)
      .delete(`/api/social/scheduled-posts/${cancelled}`)
      .set('Authorization', caller.auth)
      .expect(200);
    await sql(
      service,
      `UPDATE social.posts SET status = 'posted', outcome = 'posted',
         scheduled_time = now() - ($2 || ' minutes')::interval WHERE id = $1`,
      [sentLongAgo, '600'],
    );
    await sql(
      service,
      `UPDATE social.posts SET status = 'posted', outcome = 'posted',
         scheduled_time = now() - ($2 || ' minutes')::interval WHERE id = $1`,
      [sentRecently, '10'],
    );
    const get = (query: string) =>
      request(service.url)
        .get(`/api/social/scheduled-posts${query}`)
        .set('Authorization', caller.auth)
        .expect(200)
        .then((res) => res.body as { total: number; posts: { id: string }[] });
    const active = await get('?sort=send_time&includeCancelled=false');
    expect(active.total).toBe(5);
    expect(active.posts.map((post) => post.id)).toEqual([
      soonest,
      middle,
      later,
      sentRecently,
      sentLongAgo,
    ]);
    const paged = await get('?sort=send_time&includeCancelled=false&pageSize=2&page=2');
    expect(paged.posts.map((post) => post.id)).toEqual([later, sentRecently]);
    expect((await get('?status=cancelled')).posts.map((post) => post.id)).toEqual([cancelled]);
    // Without the new parameters the list is as before: every post, newest created first.
    const all = await get('');
    expect(all.total).toBe(6);
    expect(all.posts[0].id).toBe(sentRecently);
  });

  it('tells a post partly posted apart from one failed everywhere, and filters by it', async () => {
    const caller = await member();
    const partly = (await schedule(caller, validPost()).expect(201)).body.id as string;
    const failed = (await schedule(caller, validPost()).expect(201)).body.id as string;
    await sql(service, `UPDATE social.posts SET status = 'failed', outcome = $2 WHERE id = $1`, [
      partly,
      'partly_posted',
    ]);
    await sql(service, `UPDATE social.posts SET status = 'failed', outcome = $2 WHERE id = $1`, [
      failed,
      'failed',
    ]);
    const get = (query: string) =>
      request(service.url)
        .get(`/api/social/scheduled-posts${query}`)
        .set('Authorization', caller.auth)
        .expect(200)
        .then((res) => res.body.posts as { id: string; status: string; outcome: string }[]);
    expect(await get('?outcome=partly_posted')).toEqual([
      expect.objectContaining({ id: partly, status: 'failed', outcome: 'partly_posted' }),
    ]);
    expect((await get('?outcome=failed')).map((post) => post.id)).toEqual([failed]);
    expect((await get('?status=failed')).map((post) => post.id)).toEqual([failed, partly]);
  });

  it.each([
    ['?pageSize=101', 'pageSize', 'Page size can be at most 100.'],
    ['?page=0', 'page', 'Page must be 1 or more.'],
    ['?status=sent', 'status', 'Status must be one of pending, posted, failed, cancelled, draft.'],
    ['?sort=oldest', 'sort', 'Sort must be one of created, send_time.'],
    [
      '?includeCancelled=maybe',
      'includeCancelled',
      'The includeCancelled parameter must be true or false.',
    ],
    [
      '?outcome=partly',
      'outcome',
      'Outcome must be one of pending, posted, partly_posted, failed, cancelled, draft.',
    ],
  ])('refuses %s', async (query, field, message) => {
    const caller = await member();
    const res = await request(service.url)
      .get(`/api/social/scheduled-posts${query}`)
      .set('Authorization', caller.auth)
      .expect(400);
    expect(res.body.details).toContainEqual({ field, message });
  });
});

describe('PATCH /api/social/scheduled-posts/:id', () => {
  it('changes text, platforms and time, moving, adding and removing jobs to match', async () => {
    const caller = await member();
    const post = (await schedule(caller, validPost()).expect(201)).body;
    const linkedinJob = await jobOf(post.id, 'linkedin');
    const later = new Date(Date.now() + 5 * 3600_000);
    const res = await request(service.url)
      .patch(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', caller.auth)
      .send({
        content: { text: 'Moved to the afternoon' },
        platforms: ['twitter'],
        scheduledTime: later.toISOString(),
      })
      .expect(200);
    expect(res.body).toMatchObject({
      content: { text: 'Moved to the afternoon' },
      platforms: ['twitter'],
      scheduledTime: later.toISOString(),
      status: 'pending',
    });
    const twitterJob = await jobOf(post.id, 'twitter');
    expect(twitterJob!.delay).toBeGreaterThan(4.9 * 3600_000);
    expect(await queue.getJob(linkedinJob!.id!)).toBeUndefined();
  });

  it('adds a platform with a job of its own, and replaces the images in their new order', async () => {
    const caller = await member();
    const [first, second] = [
      await uploadImage(service, caller),
      await uploadImage(service, caller),
    ];
    const post = (
      await schedule(
        caller,
        validPost({ platforms: ['twitter'], content: { text: 'Two pictures', mediaIds: [first] } }),
      ).expect(201)
    ).body;
    const res = await request(service.url)
      .patch(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', caller.auth)
      .send({ platforms: ['twitter', 'linkedin'], content: { mediaIds: [second, first] } })
      .expect(200);
    expect(res.body.platforms).toEqual(['twitter', 'linkedin']);
    expect(res.body.content.media.map((m: { id: string }) => m.id)).toEqual([second, first]);
    expect(res.body.content.text).toBe('Two pictures');
    const added = await jobOf(post.id, 'linkedin');
    expect(await added!.getState()).toBe('delayed');
  });

  it('refuses to edit a post that has started publishing, with a sentence', async () => {
    const caller = await member();
    const post = (await schedule(caller, validPost()).expect(201)).body;
    await sql(
      service,
      `UPDATE social.deliveries SET status = 'publishing' WHERE post_id = $1 AND platform = 'twitter'`,
      [post.id],
    );
    const res = await request(service.url)
      .patch(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', caller.auth)
      .send({ content: { text: 'Too late' } })
      .expect(409);
    expect(res.body.message).toBe(
      'Publishing this post has started, so it can no longer be edited.',
    );
  });

  it('checks the edited post by the same rules', async () => {
    const caller = await member();
    const post = (await schedule(caller, validPost()).expect(201)).body;
    const res = await request(service.url)
      .patch(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', caller.auth)
      .send({ scheduledTime: inMinutes(-1) })
      .expect(400);
    expect(res.body.details).toContainEqual({
      field: 'scheduledTime',
      message: 'Scheduled time must be in the future. Choose a later date or time.',
    });
  });
});

describe('DELETE /api/social/scheduled-posts/:id', () => {
  it('cancels a pending post and removes its jobs', async () => {
    const caller = await member();
    const post = (await schedule(caller, validPost()).expect(201)).body;
    const jobs = [await jobOf(post.id, 'twitter'), await jobOf(post.id, 'linkedin')];
    expect(jobs.every(Boolean)).toBe(true);
    const res = await request(service.url)
      .delete(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', caller.auth)
      .expect(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.deliveries.map((d: { status: string }) => d.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    for (const job of jobs) expect(await queue.getJob(job!.id!)).toBeUndefined();
  });

  it('refuses to cancel a post that is publishing or finished, with a sentence', async () => {
    const caller = await member();
    const post = (await schedule(caller, validPost()).expect(201)).body;
    await sql(
      service,
      `UPDATE social.deliveries SET status = 'publishing' WHERE post_id = $1 AND platform = 'twitter'`,
      [post.id],
    );
    const publishing = await request(service.url)
      .delete(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', caller.auth)
      .expect(409);
    expect(publishing.body.message).toBe(
      'This post is being published right now and can no longer be cancelled.',
    );
    await sql(service, `UPDATE social.posts SET status = 'posted' WHERE id = $1`, [post.id]);
    const finished = await request(service.url)
      .delete(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', caller.auth)
      .expect(409);
    expect(finished.body.message).toBe(
      'This post is already posted, so there is nothing to cancel.',
    );
  });

  it('answers 404 for an id that is not a post', async () => {
    const caller = await member();
    await request(service.url)
      .delete('/api/social/scheduled-posts/not-an-id')
      .set('Authorization', caller.auth)
      .expect(404);
  });
});

describe('POST /api/social/scheduled-posts/:id/retry', () => {
  async function failedPost(caller: TestCaller, failure: { retryable: boolean; unknown: boolean }) {
    const post = (await schedule(caller, validPost({ platforms: ['twitter'] })).expect(201)).body;
    await request(service.url)
      .delete(`/api/social/scheduled-posts/${post.id}`)
      .set('Authorization', caller.auth);
    await sql(
      service,
      `UPDATE social.deliveries SET status = 'failed', attempts = 1, error = 'X could not be reached.',
         retryable = $2, outcome_unknown = $3 WHERE post_id = $1`,
      [post.id, failure.retryable, failure.unknown],
    );
    await sql(
      service,
      `UPDATE social.posts SET status = 'failed', outcome = 'failed' WHERE id = $1`,
      [post.id],
    );
    return post.id as string;
  }
  const retry = (caller: TestCaller, id: string, body: object = {}) =>
    request(service.url)
      .post(`/api/social/scheduled-posts/${id}/retry`)
      .set('Authorization', caller.auth)
      .send(body);

  it('queues a retryable failure again, with a job', async () => {
    const caller = await member();
    const id = await failedPost(caller, { retryable: true, unknown: false });
    await sql(
      service,
      `UPDATE social.posts SET scheduled_time = now() - interval '1 hour' WHERE id = $1`,
      [id],
    );
    const res = await retry(caller, id).expect(200);
    expect(res.body.status).toBe('pending');
    expect(res.body.deliveries[0]).toMatchObject({ status: 'queued', error: null, attempts: 1 });
    // Its time has passed: it goes out at once.
    expect(Date.parse(res.body.deliveries[0].dueAt)).toBeLessThanOrEqual(Date.now());
    const job = await jobOf(id, 'twitter');
    expect(job).toBeDefined();
    expect(job!.delay).toBe(0);
  });

  it('puts a retried delivery of a post whose time has not come back to waiting for that time', async () => {
    const caller = await member();
    const id = await failedPost(caller, { retryable: true, unknown: false });
    const res = await retry(caller, id).expect(200);
    expect(res.body.deliveries[0]).toMatchObject({
      status: 'queued',
      dueAt: res.body.scheduledTime,
    });
    const job = await jobOf(id, 'twitter');
    expect(await job!.getState()).toBe('delayed');
    expect(job!.delay).toBeGreaterThan(55 * 60_000);
  });

  it('retries an unknown outcome only when the caller confirms', async () => {
    const caller = await member();
    const id = await failedPost(caller, { retryable: false, unknown: true });
    const refused = await retry(caller, id).expect(409);
    expect(refused.body.message).toBe(
      'X (Twitter) may have published this post already. Check the account; if the post is not there, retry with {"confirm": true}.',
    );
    const res = await retry(caller, id, { confirm: true }).expect(200);
    expect(res.body.deliveries[0].status).toBe('queued');
  });

  it('never retries a refusal, and says why', async () => {
    const caller = await member();
    const id = await failedPost(caller, { retryable: false, unknown: false });
    const res = await retry(caller, id, { confirm: true }).expect(409);
    expect(res.body.message).toBe(
      'Retrying will not help: X could not be reached. Edit the post as a new one instead.',
    );
  });

  it('says there is nothing to retry when nothing failed', async () => {
    const caller = await member();
    const post = (await schedule(caller, validPost()).expect(201)).body;
    const res = await retry(caller, post.id).expect(409);
    expect(res.body.message).toBe('No delivery of this post failed, so there is nothing to retry.');
  });
});
