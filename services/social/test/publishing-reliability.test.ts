import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  connectAccount,
  deliveries,
  schedulePosts,
  settled,
  spawnWorker,
  startPublishingWorld,
  texts,
  waitForDeliveries,
  type PublishingWorld,
} from './publishing-support.js';

/**
 * The worker as the real built process (services/social/dist/worker.js), killed and stopped
 * while it publishes. Compiles the service first, so the process runs the code under test.
 */
jest.setTimeout(90_000);

let world: PublishingWorld;
let userId: string;
let twitter: string;

beforeAll(async () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'services/social'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  world = await startPublishingWorld('reliability', {
    SOCIAL_JOB_LOCK_MS: '4000',
    SOCIAL_SWEEP_INTERVAL_MS: '2000',
    WORKER_CONCURRENCY: '20',
  });
  userId = randomUUID();
  twitter = await connectAccount(world, 'twitter', userId);
});
afterAll(() => world?.close());

it('publishes every delivery exactly once, or fails it as unknown, when the worker is killed mid-way and restarted', async () => {
  await world.control.setLatency(250);
  const batch = texts(200, 'killed');
  const posts = await schedulePosts(world, { userId, accounts: { twitter }, texts: batch });
  const ids = posts.flatMap((post) => post.deliveries.map(({ id }) => id));

  const first = await spawnWorker(world);
  await waitForDeliveries(
    world,
    (rows) => rows.filter((row) => row.status === 'posted').length >= 60,
    30_000,
    ids,
  );
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = await deliveries(world, ids);
  // Publishes were in flight when it died: their outcome was lost with the process.
  expect(atKill.filter((row) => row.status === 'publishing').length).toBeGreaterThan(0);
  expect(atKill.filter((row) => row.status === 'queued').length).toBeGreaterThan(0);

  const second = await spawnWorker(world);
  try {
    const rows = await waitForDeliveries(world, settled, 45_000, ids);
    const { counts } = await world.control.posts();
    const published = (text: string) => counts.twitter?.[text] ?? 0;
    const twice = rows.filter((row) => published(row.text) > 1);
    const postedWithoutPost = rows.filter(
      (row) => row.status === 'posted' && published(row.text) !== 1,
    );
    const failedOtherwise = rows.filter((row) => row.status === 'failed' && !row.outcomeUnknown);
    expect({ twice, postedWithoutPost, failedOtherwise }).toEqual({
      twice: [],
      postedWithoutPost: [],
      failedOtherwise: [],
    });
    expect(rows.filter((row) => row.postStatus === 'pending')).toEqual([]);
    expect(rows.filter((row) => row.status === 'posted').length).toBeGreaterThan(150);
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});

it('lets the publishes in flight finish and records them when the worker gets SIGTERM', async () => {
  await world.control.setLatency(2_000);
  const batch = texts(5, 'sigterm');
  const worker = await spawnWorker(world);
  const posts = await schedulePosts(world, { userId, accounts: { twitter }, texts: batch });
  const ids = posts.flatMap((post) => post.deliveries.map(({ id }) => id));
  await waitForDeliveries(
    world,
    (rows) => rows.every((row) => row.status === 'publishing'),
    10_000,
    ids,
  );
  worker.child.kill('SIGTERM');
  await worker.exited;
  const rows = await deliveries(world, ids);
  expect(rows.map((row) => row.status)).toEqual(batch.map(() => 'posted'));
  const { counts } = await world.control.posts();
  expect(batch.map((text) => counts.twitter?.[text])).toEqual(batch.map(() => 1));
  expect(worker.output.join('\n')).toContain('waiting for the jobs in flight');
});
