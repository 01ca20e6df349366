import type { ScheduledPost, SocialPlatform } from '@sandglass/shared';
import request from 'supertest';
import type { SandboxControl } from '@sandglass/platform-sandbox';
import { connectThroughSandbox, sql } from './factories.js';
import { startServiceWithWorker, texts, type ServiceWithWorker } from './publishing-support.js';
import type { RunningSocial, TestCaller } from './social-service.js';

/**
 * A post scheduled ahead whose delivery failed early (its account was disconnected) and is
 * queued again, by Retry or by the offer made on reconnecting: the worker, publishing to the
 * platform sandbox, must not publish it before its time. The posts are due a few seconds ahead,
 * not next week; how far is enough to disconnect, reconnect and retry on a busy machine.
 */
const AHEAD_MS = 15_000;

let running: ServiceWithWorker;
let control: SandboxControl;
let service: RunningSocial;

beforeAll(async () => {
  running = await startServiceWithWorker('requeue');
  ({ control, service } = running);
});
afterAll(() => running.close());

const api = (caller: TestCaller) => ({
  schedule: (text: string, platforms: SocialPlatform[], at: Date) =>
    request(service.url)
      .post('/api/social/schedule-post')
      .set('Authorization', caller.auth)
      .send({ content: { text }, platforms, scheduledTime: at.toISOString() })
      .expect(201)
      .then((res) => res.body as ScheduledPost),
  disconnect: (platform: SocialPlatform) =>
    request(service.url)
      .delete(`/api/social/accounts/${platform}`)
      .set('Authorization', caller.auth)
      .expect(204),
  read: (id: string) =>
    request(service.url)
      .get(`/api/social/scheduled-posts/${id}`)
      .set('Authorization', caller.auth)
      .expect(200)
      .then((res) => res.body as ScheduledPost),
  offer: (platform: SocialPlatform) =>
    request(service.url)
      .get(`/api/social/accounts/${platform}/requeue`)
      .set('Authorization', caller.auth)
      .expect(200)
      .then((res) => res.body as { platform: SocialPlatform; posts: ScheduledPost[] }),
  requeue: (platform: SocialPlatform) =>
    request(service.url)
      .post(`/api/social/accounts/${platform}/requeue`)
      .set('Authorization', caller.auth),
});

/** Waits until the post is posted on every platform (or fails after `timeoutMs`). */
async function whenPosted(caller: TestCaller, id: string, timeoutMs = AHEAD_MS + 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const post = await api(caller).read(id);
    if (post.status === 'posted') return post;
    if (Date.now() > deadline) throw new Error(`Post ${id} is still ${post.status}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** When the sandbox published each copy of `text` on `platform`. */
async function publishedAt(platform: SocialPlatform, text: string): Promise<number[]> {
  const { posts } = await control.posts();
  return posts
    .filter((post) => post.platform === platform && post.text === text)
    .map((post) => Date.parse(post.createdAt));
}

it('publishes a retried delivery of a post whose time has not come at that time, not at once', async () => {
  const caller = service.caller('member');
  await connectThroughSandbox(service, caller, 'twitter');
  const [text] = texts(1, 'retried ahead');
  const at = new Date(Date.now() + AHEAD_MS);
  const post = await api(caller).schedule(text!, ['twitter'], at);

  await api(caller).disconnect('twitter');
  expect((await api(caller).read(post.id)).deliveries[0]).toMatchObject({
    status: 'failed',
    retryable: true,
  });
  await connectThroughSandbox(service, caller, 'twitter');
  const retried = await request(service.url)
    .post(`/api/social/scheduled-posts/${post.id}/retry`)
    .set('Authorization', caller.auth)
    .send({})
    .expect(200);
  // The answer says when it goes out: the post's time, which is still ahead.
  expect(retried.body.deliveries[0]).toMatchObject({ status: 'queued', dueAt: at.toISOString() });
  expect(Date.now()).toBeLessThan(at.getTime());

  const posted = await whenPosted(caller, post.id);
  const times = await publishedAt('twitter', text!);
  expect(times).toHaveLength(1);
  expect(times[0]).toBeGreaterThanOrEqual(at.getTime());
  expect(Date.parse(posted.deliveries[0]!.publishedAt!)).toBeGreaterThanOrEqual(at.getTime());
}, 60_000);

it('offers, after reconnecting, the failed future deliveries of that account, and requeues them for their time', async () => {
  const caller = service.caller('member');
  await connectThroughSandbox(service, caller, 'twitter');
  await connectThroughSandbox(service, caller, 'linkedin');
  const [soonText, laterText, unknownText] = texts(3, 'requeued');
  const soonAt = new Date(Date.now() + AHEAD_MS);
  const laterAt = new Date(Date.now() + 3_600_000);
  const soon = await api(caller).schedule(soonText!, ['twitter'], soonAt);
  const later = await api(caller).schedule(laterText!, ['twitter', 'linkedin'], laterAt);
  const unknown = await api(caller).schedule(unknownText!, ['twitter'], laterAt);

  await api(caller).disconnect('twitter');
  // One whose outcome is unknown (it may be on X) is never requeued without a person checking.
  await sql(
    service,
    `UPDATE social.deliveries SET retryable = false, outcome_unknown = true WHERE post_id = $1`,
    [unknown.id],
  );
  expect((await api(caller).read(later.id)).status).toBe('pending');
  const offered = await api(caller).offer('twitter');
  expect(offered.platform).toBe('twitter');
  expect(offered.posts.map((post) => post.id)).toEqual([soon.id, later.id]);
  expect((await api(caller).offer('linkedin')).posts).toEqual([]);
  expect((await api(service.caller('member')).offer('twitter')).posts).toEqual([]);
  const refused = await api(caller).requeue('twitter').expect(409);
  expect(refused.body.message).toBe(
    'Reconnect your X (Twitter) account first (Social Media → Accounts), then retry.',
  );

  await connectThroughSandbox(service, caller, 'twitter');
  const requeued = await api(caller).requeue('twitter').expect(200);
  expect(
    requeued.body.posts.map((post: ScheduledPost) => [
      post.id,
      post.deliveries.find((delivery) => delivery.platform === 'twitter'),
    ]),
  ).toEqual([
    [soon.id, expect.objectContaining({ status: 'queued', dueAt: soonAt.toISOString() })],
    [later.id, expect.objectContaining({ status: 'queued', dueAt: laterAt.toISOString() })],
  ]);
  expect(Date.now()).toBeLessThan(soonAt.getTime());
  expect((await api(caller).offer('twitter')).posts).toEqual([]);
  expect((await api(caller).read(unknown.id)).deliveries[0]!.status).toBe('failed');

  await whenPosted(caller, soon.id);
  const times = await publishedAt('twitter', soonText!);
  expect(times).toHaveLength(1);
  expect(times[0]).toBeGreaterThanOrEqual(soonAt.getTime());
  expect(await publishedAt('twitter', laterText!)).toEqual([]);
  expect((await api(caller).read(later.id)).status).toBe('pending');
}, 60_000);
