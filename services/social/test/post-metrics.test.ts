import type { ScheduledPost, SocialDelivery } from '@sandglass/shared';
import { Queue } from 'bullmq';
import { testRedisUrl } from '@sandglass/server/testing';
import request from 'supertest';
import type { SandboxControl } from '@sandglass/platform-sandbox';
import { RefreshMetricsJob } from '../src/publishing/refresh-metrics.job.js';
import {
  REFRESH_METRICS_JOB,
  SOCIAL_PUBLISH_QUEUE,
} from '../src/publishing/social-publish.queue.js';
import { connectThroughSandbox, sql, uploadImage } from './factories.js';
import { startServiceWithWorker, type ServiceWithWorker } from './publishing-support.js';
import type { RunningSocial, TestCaller } from './social-service.js';

/*
 * Platform metrics: the worker's scheduled job reads X's public metrics, Facebook's
 * reactions, comments and shares, and Instagram's likes and comments from the platform sandbox (in their wire formats), stores them
 * per delivery, and the post API answers them; LinkedIn says in a sentence it gives none.
 */

let running: ServiceWithWorker;
let control: SandboxControl;
let service: RunningSocial;
let job: RefreshMetricsJob;

beforeAll(async () => {
  running = await startServiceWithWorker('metrics', {}, { siteIsService: true });
  ({ control, service } = running);
  job = running.worker.get(RefreshMetricsJob);
});
afterAll(() => running.close());
beforeEach(() => control.clearFaults());

async function member(): Promise<TestCaller> {
  const caller = service.caller('member');
  await connectThroughSandbox(service, caller, 'twitter');
  await connectThroughSandbox(service, caller, 'linkedin');
  await connectThroughSandbox(service, caller, 'facebook');
  await request(service.url)
    .post('/api/social/accounts/facebook/pages')
    .set('Authorization', caller.auth)
    .send({ pageId: '200000000000001' })
    .expect(200);
  return caller;
}

/** Publishes to X, Facebook and LinkedIn; answers the post id and each platform's post id. */
async function publish(caller: TestCaller, text: string) {
  const res = await request(service.url)
    .post('/api/social/post-now')
    .set('Authorization', caller.auth)
    .send({ content: { text }, platforms: ['twitter', 'facebook', 'linkedin'] })
    .expect(200);
  expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
    'posted',
    'posted',
    'posted',
  ]);
  const rows = await sql<{ platform: string; external_id: string }>(
    service,
    'SELECT platform, external_id FROM social.deliveries WHERE post_id = $1',
    [res.body.postId],
  );
  const idOn = (platform: string) => rows.find((row) => row.platform === platform)!.external_id;
  return { postId: res.body.postId as string, x: idOn('twitter'), facebook: idOn('facebook') };
}

async function deliveriesOf(caller: TestCaller, postId: string) {
  const res = await request(service.url)
    .get(`/api/social/scheduled-posts/${postId}`)
    .set('Authorization', caller.auth)
    .expect(200);
  const post = res.body as ScheduledPost;
  return Object.fromEntries(post.deliveries.map((d) => [d.platform, d])) as Record<
    string,
    SocialDelivery
  >;
}

it('reads X’s and Facebook’s metrics from the platforms and answers them on the post', async () => {
  const caller = await member();
  const { postId, x, facebook } = await publish(caller, `Metrics day ${Date.now()}`);
  const before = await deliveriesOf(caller, postId);
  expect(before.twitter!.metrics).toBeNull();

  await control.setMetrics(x, { impressions: 1234, likes: 12, reposts: 3, replies: 2 });
  await control.setMetrics(facebook, { likes: 40, replies: 5, reposts: 1 });
  const started = Date.now();
  const run = await job.handle();
  expect(run.rateLimited).toEqual([]);
  expect(run.read).toBeGreaterThanOrEqual(2);

  const after = await deliveriesOf(caller, postId);
  expect(after.twitter!.metrics).toEqual({
    counts: { impressions: 1234, likes: 12, reposts: 3, replies: 2 },
    fetchedAt: expect.any(String),
  });
  expect(Date.parse(after.twitter!.metrics!.fetchedAt)).toBeGreaterThanOrEqual(started - 1000);
  expect(after.facebook!.metrics?.counts).toEqual({ reactions: 40, comments: 5, shares: 1 });
  expect(after.twitter!.metricsUnavailable).toBeNull();
  expect(after.facebook!.metricsUnavailable).toBeNull();
});

it('reads Instagram’s likes and comments of a published image', async () => {
  const caller = service.caller('member');
  await connectThroughSandbox(service, caller, 'instagram');
  const mediaId = await uploadImage(service, caller);
  const res = await request(service.url)
    .post('/api/social/post-now')
    .set('Authorization', caller.auth)
    .send({
      content: { text: `Studio ${Date.now()}`, mediaIds: [mediaId] },
      platforms: ['instagram'],
    })
    .expect(200);
  expect(res.body.results[0].status).toBe('posted');
  const [row] = await sql<{ external_id: string }>(
    service,
    'SELECT external_id FROM social.deliveries WHERE post_id = $1',
    [res.body.postId],
  );
  await control.setMetrics(row!.external_id, { likes: 21, replies: 4 });
  await job.handle();
  const { instagram } = await deliveriesOf(caller, res.body.postId as string);
  expect(instagram!.metrics?.counts).toEqual({ likes: 21, comments: 4 });
});

it('says in a sentence that a LinkedIn delivery has no metrics', async () => {
  const caller = await member();
  const { postId } = await publish(caller, `LinkedIn quiet ${Date.now()}`);
  await job.handle();
  const { linkedin } = await deliveriesOf(caller, postId);
  expect(linkedin!.metrics).toBeNull();
  expect(linkedin!.metricsUnavailable).toMatch(/^LinkedIn does not share .*personal profile.*\.$/);
});

it('leaves a platform that answers 429 for the next run and keeps its last metrics', async () => {
  const caller = await member();
  const { postId, x, facebook } = await publish(caller, `Busy platform ${Date.now()}`);
  await control.setMetrics(x, { impressions: 10, likes: 1 });
  await control.setMetrics(facebook, { likes: 2 });
  await job.handle();

  await control.setMetrics(x, { impressions: 99 });
  await control.setMetrics(facebook, { likes: 7 });
  await control.fault({ platform: 'twitter', operation: 'metrics', kind: 'rate_limit' });
  const run = await job.handle();
  expect(run.rateLimited).toEqual(['twitter']);
  const after = await deliveriesOf(caller, postId);
  // X waited (its last counts stay); Facebook was read all the same.
  expect(after.twitter!.metrics?.counts.impressions).toBe(10);
  expect(after.facebook!.metrics?.counts.reactions).toBe(7);

  await job.handle();
  expect((await deliveriesOf(caller, postId)).twitter!.metrics?.counts.impressions).toBe(99);
});

it('runs on a schedule the worker keeps', async () => {
  const queue = new Queue(SOCIAL_PUBLISH_QUEUE, {
    connection: { url: testRedisUrl() },
    prefix: `${service.redisPrefix}:bull`,
  });
  try {
    const scheduler = await queue.getJobScheduler(REFRESH_METRICS_JOB);
    expect(scheduler?.every).toBe(3 * 60 * 60_000);
  } finally {
    await queue.close();
  }
});
