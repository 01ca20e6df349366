import type { SandboxControl } from '@sandglass/platform-sandbox';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { refreshPostStatus } from '../src/publishing/index.js';
import { connectThroughSandbox, sql, uploadImage } from './factories.js';
import { startServiceWithWorker, type ServiceWithWorker } from './publishing-support.js';
import type { RunningSocial, TestCaller } from './social-service.js';

/**
 * Drafts against the real API, its worker (sweeping every second) and the platform sandbox:
 * a draft never reaches a platform, whatever its time, until it is scheduled or posted, and
 * then exactly once.
 */
let running: ServiceWithWorker;
let control: SandboxControl;
let service: RunningSocial;
const SWEEP_MS = 500;

beforeAll(async () => {
  running = await startServiceWithWorker('drafts', {
    SOCIAL_SWEEP_INTERVAL_MS: String(SWEEP_MS),
    SOCIAL_POST_NOW_WAIT_MS: '5000',
  });
  ({ control, service } = running);
});
afterAll(() => running.close());

async function connected(): Promise<TestCaller> {
  const caller = service.caller('member');
  await connectThroughSandbox(service, caller, 'twitter');
  return caller;
}

const api = (caller: TestCaller) => ({
  get: (path: string) => request(service.url).get(path).set('Authorization', caller.auth),
  post: (path: string, body: object = {}) =>
    request(service.url).post(path).set('Authorization', caller.auth).send(body),
  patch: (path: string, body: object) =>
    request(service.url).patch(path).set('Authorization', caller.auth).send(body),
  delete: (path: string) => request(service.url).delete(path).set('Authorization', caller.auth),
});

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function published(text: string): Promise<number> {
  const { counts } = await control.posts();
  return counts.twitter?.[text] ?? 0;
}

async function waitForStatus(caller: TestCaller, id: string, status: string, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await api(caller).get(`/api/social/scheduled-posts/${id}`).expect(200);
    if (res.body.status === status || Date.now() > until) return res.body;
    await sleep(100);
  }
}

it('saves a draft that is never published, even once its time has passed and the worker has swept', async () => {
  const caller = await connected();
  const text = `Draft only ${Date.now()}`;
  const created = await api(caller)
    .post('/api/social/drafts', {
      content: { text },
      platforms: ['twitter'],
      scheduledTime: inSeconds(1),
    })
    .expect(201);
  expect(created.body).toMatchObject({
    status: 'draft',
    outcome: 'draft',
    platforms: ['twitter'],
    deliveries: [],
    content: { text },
  });

  // Past its time, and several sweeps later: still a draft, nothing queued, nothing out.
  await sleep(1000 + SWEEP_MS * 4);
  const rows = await sql(service, 'SELECT id FROM social.deliveries WHERE post_id = $1', [
    created.body.id,
  ]);
  expect(rows).toEqual([]);
  const read = await api(caller).get(`/api/social/scheduled-posts/${created.body.id}`).expect(200);
  expect(read.body).toMatchObject({ status: 'draft', deliveries: [] });
  expect(await published(text)).toBe(0);
});

it('is left a draft by the status recomputation publishing runs (it has no deliveries to follow)', async () => {
  const caller = await connected();
  const { body: draft } = await api(caller)
    .post('/api/social/drafts', { content: { text: `Recomputed ${Date.now()}` } })
    .expect(201);
  const dataSource = running.worker.get(DataSource);
  const result = await dataSource.transaction((manager) => refreshPostStatus(manager, draft.id));
  expect(result).toMatchObject({ status: 'draft', changed: false });
  const read = await api(caller).get(`/api/social/scheduled-posts/${draft.id}`).expect(200);
  expect(read.body).toMatchObject({ status: 'draft', outcome: 'draft' });
});

it('publishes a scheduled draft exactly once, and it is then no longer a draft', async () => {
  const caller = await connected();
  const text = `Draft then scheduled ${Date.now()}`;
  const { body: draft } = await api(caller)
    .post('/api/social/drafts', { content: { text }, platforms: ['twitter'] })
    .expect(201);
  expect(draft.scheduledTime).toBeNull();

  const scheduled = await api(caller)
    .post(`/api/social/drafts/${draft.id}/schedule`, { scheduledTime: inSeconds(1) })
    .expect(200);
  expect(scheduled.body).toMatchObject({
    id: draft.id,
    status: 'pending',
    platforms: ['twitter'],
    deliveries: [{ platform: 'twitter', status: 'queued' }],
  });
  const done = await waitForStatus(caller, draft.id, 'posted');
  expect(done).toMatchObject({
    status: 'posted',
    deliveries: [{ platform: 'twitter', status: 'posted', attempts: 1 }],
  });
  await sleep(SWEEP_MS * 3);
  expect(await published(text)).toBe(1);
  // One post and one delivery carry the text: nothing else was made to publish it.
  const rows = await sql(
    service,
    `SELECT d.status FROM social.deliveries d JOIN social.posts p ON p.id = d.post_id
      WHERE p.text = $1`,
    [text],
  );
  expect(rows).toEqual([{ status: 'posted' }]);

  const again = await api(caller)
    .post(`/api/social/drafts/${draft.id}/schedule`, { scheduledTime: inSeconds(60) })
    .expect(409);
  expect(again.body.message).toMatch(/no longer a draft/);
  await api(caller).post(`/api/social/drafts/${draft.id}/post-now`).expect(409);
});

it('posts a draft now through the queue and answers like Post Now', async () => {
  const caller = await connected();
  const text = `Draft posted now ${Date.now()}`;
  const { body: draft } = await api(caller)
    .post('/api/social/drafts', { content: { text }, platforms: ['twitter'] })
    .expect(201);
  const res = await api(caller).post(`/api/social/drafts/${draft.id}/post-now`).expect(200);
  expect(res.body).toEqual({
    postId: draft.id,
    results: [{ platform: 'twitter', status: 'posted', url: expect.stringMatching(/^http/) }],
  });
  expect(await published(text)).toBe(1);
});

it('refuses to schedule a draft that is not ready, saying what to fix, and keeps it a draft', async () => {
  const caller = await connected();
  const { body: draft } = await api(caller)
    .post('/api/social/drafts', { content: { text: `Not ready ${Date.now()}` } })
    .expect(201);
  expect(draft.platforms).toEqual([]);
  const noTime = await api(caller).post(`/api/social/drafts/${draft.id}/schedule`).expect(400);
  expect(noTime.body.details).toEqual(
    expect.arrayContaining([
      { field: 'scheduledTime', message: 'Choose when to publish the post (scheduledTime).' },
    ]),
  );
  const noPlatform = await api(caller)
    .post(`/api/social/drafts/${draft.id}/schedule`, { scheduledTime: inSeconds(3600) })
    .expect(400);
  expect(noPlatform.body.details).toEqual(
    expect.arrayContaining([{ field: 'platforms', message: 'Choose at least one platform.' }]),
  );
  const linkedin = await api(caller)
    .patch(`/api/social/scheduled-posts/${draft.id}`, { platforms: ['linkedin'] })
    .expect(200);
  expect(linkedin.body).toMatchObject({ status: 'draft', platforms: ['linkedin'] });
  const unconnected = await api(caller)
    .post(`/api/social/drafts/${draft.id}/schedule`, { scheduledTime: inSeconds(3600) })
    .expect(400);
  expect(unconnected.body.details[0].message).toMatch(/Connect your LinkedIn account first/);
  const read = await api(caller).get(`/api/social/scheduled-posts/${draft.id}`).expect(200);
  expect(read.body).toMatchObject({ status: 'draft', deliveries: [] });
});

it('edits and deletes a draft; a pending post is not deleted as one, nor a draft cancelled', async () => {
  const caller = await connected();
  const mediaId = await uploadImage(service, caller);
  const { body: draft } = await api(caller)
    .post('/api/social/drafts', { content: { text: 'First words' }, platforms: ['twitter'] })
    .expect(201);
  const edited = await api(caller)
    .patch(`/api/social/scheduled-posts/${draft.id}`, {
      content: { text: 'Better words', mediaIds: [mediaId] },
      platforms: [],
      scheduledTime: inSeconds(7200),
    })
    .expect(200);
  expect(edited.body).toMatchObject({
    status: 'draft',
    platforms: [],
    content: { text: 'Better words', media: [{ id: mediaId }] },
    scheduledTime: expect.any(String),
  });
  await api(caller).delete(`/api/social/scheduled-posts/${draft.id}`).expect(409);
  await api(caller).delete(`/api/social/drafts/${draft.id}`).expect(204);
  await api(caller).get(`/api/social/scheduled-posts/${draft.id}`).expect(404);
  // Its image is free again.
  await api(caller).delete(`/api/social/media/${mediaId}`).expect(204);

  const pending = await api(caller)
    .post('/api/social/schedule-post', {
      content: { text: `Pending ${Date.now()}` },
      platforms: ['twitter'],
      scheduledTime: inSeconds(3600),
    })
    .expect(201);
  await api(caller).delete(`/api/social/drafts/${pending.body.id}`).expect(409);
  // Someone else's draft is not found.
  await api(service.caller('member')).delete(`/api/social/drafts/${pending.body.id}`).expect(404);
});

it('lists drafts with ?status=draft, keeps them in the full list and out of the analytics', async () => {
  const caller = await connected();
  const { body: draft } = await api(caller)
    .post('/api/social/drafts', { content: { text: `Listed draft ${Date.now()}` } })
    .expect(201);
  const { body: pending } = await api(caller)
    .post('/api/social/schedule-post', {
      content: { text: `Listed pending ${Date.now()}` },
      platforms: ['twitter'],
      scheduledTime: inSeconds(3600),
    })
    .expect(201);

  const drafts = await api(caller).get('/api/social/scheduled-posts?status=draft').expect(200);
  expect(drafts.body.posts.map((p: { id: string }) => p.id)).toEqual([draft.id]);
  const pendings = await api(caller).get('/api/social/scheduled-posts?status=pending').expect(200);
  expect(pendings.body.posts.map((p: { id: string }) => p.id)).toEqual([pending.id]);
  const all = await api(caller)
    .get('/api/social/scheduled-posts?sort=send_time&includeCancelled=false')
    .expect(200);
  expect(all.body.posts.map((p: { id: string }) => p.id)).toEqual([pending.id, draft.id]);
  const analytics = await api(caller).get('/api/social/analytics').expect(200);
  expect(analytics.body).toMatchObject({ totalPosts: 1, pendingPosts: 1 });
});

describe('POST /internal/social/drafts (another service, with an admin’s token)', () => {
  it('makes one draft per source for the platforms the caller has connected', async () => {
    const admin = service.caller('admin');
    await connectThroughSandbox(service, admin, 'twitter');
    await connectThroughSandbox(service, admin, 'linkedin');
    const body = { sourceKey: `blog:test:${Date.now()}`, text: 'Our new article' };
    const first = await api(admin).post('/internal/social/drafts', body).expect(201);
    expect(first.body).toMatchObject({ status: 'draft', platforms: ['twitter', 'linkedin'] });
    const second = await api(admin).post('/internal/social/drafts', body).expect(201);
    expect(second.body.id).toBe(first.body.id);
    const drafts = await api(admin).get('/api/social/scheduled-posts?status=draft').expect(200);
    expect(drafts.body.total).toBe(1);
  });

  it('is for admins only, and takes images only from the content service’s upload store', async () => {
    await api(await connected())
      .post('/internal/social/drafts', { sourceKey: 'blog:x', text: 'Hello' })
      .expect(403);
    const res = await api(service.caller('admin'))
      .post('/internal/social/drafts', {
        sourceKey: 'blog:y',
        text: 'Hello',
        imagePath: 'http://169.254.169.254/latest/meta-data',
      })
      .expect(400);
    expect(res.body.details[0].field).toBe('imagePath');
  });
});
