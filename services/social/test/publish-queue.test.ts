import { testRedisPrefix, testRedisUrl } from '@sandglass/server/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { PublishQueue } from '../src/publishing/publish-queue.js';
import {
  PUBLISH_DELIVERY_JOB,
  publishJobId,
  SOCIAL_PUBLISH_QUEUE,
} from '../src/publishing/social-publish.queue.js';

const redis = testRedisPrefix('pubqueue');
let publishQueue: PublishQueue;
let queue: Queue;
let close: () => Promise<void>;

beforeAll(() => {
  // What the API and the worker add jobs with (PublishingService and the sweep use it).
  queue = new Queue(SOCIAL_PUBLISH_QUEUE, {
    connection: { url: testRedisUrl() },
    prefix: `${redis.prefix}:bull`,
  });
  publishQueue = new PublishQueue(queue);
  close = async () => {
    await queue.close();
    await redis.clear();
  };
});
afterAll(() => close());

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

it('adds one delayed job per delivery, named publish-delivery, with an id from the delivery', async () => {
  const id = randomUUID();
  await publishQueue.enqueue([{ id, dueAt: inSeconds(60) }]);
  const job = await queue.getJob(publishJobId(id));
  expect(job?.name).toBe(PUBLISH_DELIVERY_JOB);
  expect(job?.data).toEqual({ deliveryId: id });
  expect(job?.id).not.toContain(':');
  expect(await job?.getState()).toBe('delayed');
  expect(job!.delay).toBeGreaterThan(55_000);
  expect(job!.opts.attempts).toBe(1);
});

it('does nothing when a delivery that already has a job is added again', async () => {
  const id = randomUUID();
  await publishQueue.enqueue([{ id, dueAt: inSeconds(60) }]);
  await publishQueue.enqueue([{ id, dueAt: inSeconds(600) }]);
  const jobs = await queue.getDelayed();
  expect(jobs.filter((job) => job.data.deliveryId === id)).toHaveLength(1);
  expect((await queue.getJob(publishJobId(id)))!.delay).toBeLessThan(61_000);
});

it('removes the jobs of cancelled deliveries', async () => {
  const id = randomUUID();
  await publishQueue.enqueue([{ id, dueAt: inSeconds(60) }]);
  await publishQueue.remove([id, randomUUID()]);
  expect(await queue.getJob(publishJobId(id))).toBeUndefined();
});

it('moves a delayed job to its new time, and adds one that went missing', async () => {
  const moved = randomUUID();
  const lost = randomUUID();
  await publishQueue.enqueue([{ id: moved, dueAt: inSeconds(60) }]);
  await publishQueue.retime([
    { id: moved, dueAt: inSeconds(3600) },
    { id: lost, dueAt: inSeconds(120) },
  ]);
  const job = await queue.getJob(publishJobId(moved));
  expect(job!.timestamp + job!.delay).toBeGreaterThan(Date.now() + 3500_000);
  expect(await (await queue.getJob(publishJobId(lost)))?.getState()).toBe('delayed');
});
