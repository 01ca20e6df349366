import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { testRedisUrl } from '@sandglass/server/testing';
import { Redis } from 'ioredis';
import { AccountTokens } from '../src/connected-accounts/account-tokens.js';
import { PostEvents } from '../src/events/post-events.js';
import { image } from './factories.js';
import { RefreshTokensJob } from '../src/publishing/refresh-tokens.job.js';
import { publishJobId } from '../src/publishing/social-publish.queue.js';
import {
  connectAccount,
  deliveries,
  schedulePosts,
  settled,
  startPublishingWorld,
  startWorkerInProcess,
  texts,
  waitForDeliveries,
  type PublishingWorld,
} from './publishing-support.js';

let world: PublishingWorld;
let worker: INestApplicationContext;
let userId: string;
let twitter: string;

/**
 * Serves `${SITE_URL}/api/social/media/<id>` from the database, as the API does, for Meta (the
 * stored images are JPEG, so `?format=jpeg` is the same bytes).
 */
let mediaServer: Server;

beforeAll(async () => {
  mediaServer = createServer((req, res) => {
    const id = /^\/api\/social\/media\/([0-9a-f-]{36})(?:\?format=jpeg)?$/.exec(req.url ?? '')?.[1];
    const serve = async () => {
      const rows: { content_type: string; data: Buffer }[] = id
        ? await world.db.query('SELECT content_type, data FROM social.media WHERE id = $1', [id])
        : [];
      if (!rows[0]) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': rows[0].content_type }).end(rows[0].data);
    };
    void serve();
  });
  await new Promise<void>((resolve) => mediaServer.listen(0, '127.0.0.1', resolve));
  const { port } = mediaServer.address() as AddressInfo;
  world = await startPublishingWorld('publishing', {
    SOCIAL_SWEEP_INTERVAL_MS: '1000',
    SITE_URL: `http://127.0.0.1:${port}`,
  });
  worker = await startWorkerInProcess(world);
  userId = randomUUID();
  twitter = await connectAccount(world, 'twitter', userId);
});
afterAll(async () => {
  await worker?.close();
  await world?.close();
  mediaServer?.close();
});
beforeEach(async () => {
  await world.control.clearFaults();
  await world.control.setLatency(0);
});

async function publishedCount(text: string): Promise<number> {
  const { counts } = await world.control.posts();
  return counts.twitter?.[text] ?? 0;
}

it('publishes a due delivery once and records its id and URL', async () => {
  const [text] = texts(1);
  const [post] = await schedulePosts(world, { userId, accounts: { twitter }, texts: [text!] });
  const [row] = await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({ status: 'posted', attempts: 1, postStatus: 'posted', error: null });
  expect(row!.url).toContain(row!.externalId);
  expect(await publishedCount(text!)).toBe(1);
});

it('announces the delivery’s changes to the post’s owner: when it starts publishing, and when it is posted', async () => {
  await world.control.setLatency(300);
  const announced: string[] = [];
  const stop = await worker.get(PostEvents).subscribe((event) => {
    if (event.userId === userId) announced.push(event.postId);
  });
  try {
    const [text] = texts(1, 'events');
    const [post] = await schedulePosts(world, { userId, accounts: { twitter }, texts: [text!] });
    await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(announced.filter((id) => id === post!.postId)).toHaveLength(2);
  } finally {
    stop();
  }
});

it('records a post whose connection was reset after the platform stored it as posted, without posting it again', async () => {
  await world.control.fault({ platform: 'twitter', operation: 'post', kind: 'reset_after_store' });
  const [text] = texts(1, 'reset');
  const [post] = await schedulePosts(world, { userId, accounts: { twitter }, texts: [text!] });
  const [row] = await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({ status: 'posted', attempts: 1, outcomeUnknown: false });
  expect(await publishedCount(text!)).toBe(1);
});

it('keeps Instagram’s container id, and settles a lost media_publish answer from it as posted', async () => {
  const instagram = await connectAccount(world, 'instagram', userId);
  await world.control.fault({
    platform: 'instagram',
    operation: 'post',
    kind: 'reset_after_store',
  });
  const [text] = texts(1, 'instagram');
  const [post] = await schedulePosts(world, {
    userId,
    accounts: { instagram },
    texts: [text!],
    enqueue: false,
  });
  const [media] = await world.db.query(
    `INSERT INTO social.media (user_id, content_type, width, height, byte_size, data)
     VALUES ($1, 'image/jpeg', 64, 48, $2, $3) RETURNING id`,
    [userId, (await image('jpeg')).length, await image('jpeg')],
  );
  await world.db.query(
    'INSERT INTO social.post_media (post_id, position, media_id) VALUES ($1, 0, $2)',
    [post!.postId, media.id],
  );
  const id = post!.deliveries[0]!.id;
  await world.publishQueue.enqueue([{ id, dueAt: new Date() }]);
  const [row] = await waitForDeliveries(world, settled, 15_000, [id]);
  expect(row).toMatchObject({ status: 'posted', attempts: 1, outcomeUnknown: false });
  const [{ checkpoint }] = await world.db.query(
    'SELECT checkpoint FROM social.deliveries WHERE id = $1',
    [id],
  );
  expect(checkpoint).toEqual(expect.any(String));
  const { counts, posts } = await world.control.posts();
  expect(counts.instagram?.[text!]).toBe(1);
  expect(posts.find((item) => item.text === text)?.media).toEqual([
    `${world.env.SITE_URL}/api/social/media/${media.id}?format=jpeg`,
  ]);
});

it('fails a post the platform refuses as a duplicate with the platform’s sentence, never retrying it', async () => {
  await world.control.fault({ platform: 'twitter', operation: 'post', kind: 'duplicate' });
  const [text] = texts(1, 'duplicate');
  const [post] = await schedulePosts(world, { userId, accounts: { twitter }, texts: [text!] });
  const [row] = await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({
    status: 'failed',
    attempts: 1,
    retryable: false,
    outcomeUnknown: false,
    errorKind: 'rejected',
    postStatus: 'failed',
  });
  const [stored] = await world.db.query('SELECT outcome FROM social.posts WHERE id = $1', [
    post!.postId,
  ]);
  expect(stored.outcome).toBe('failed');
  expect(row!.error).toMatch(/duplicate/i);
  expect(await publishedCount(text!)).toBe(0);
});

it('records a post out on one platform and refused on another as partly posted (status failed)', async () => {
  const member = randomUUID();
  const accounts = {
    twitter: await connectAccount(world, 'twitter', member),
    linkedin: await connectAccount(world, 'linkedin', member),
  };
  await world.control.fault({ platform: 'linkedin', operation: 'post', kind: 'duplicate' });
  const [text] = texts(1, 'partly');
  const [post] = await schedulePosts(world, { userId: member, accounts, texts: [text!] });
  const rows = await waitForDeliveries(
    world,
    (found) => found.length === 2 && settled(found),
    10_000,
    post!.deliveries.map((delivery) => delivery.id),
  );
  expect(rows.map((row) => [row.platform, row.status])).toEqual([
    ['twitter', 'posted'],
    ['linkedin', 'failed'],
  ]);
  const [stored] = await world.db.query('SELECT status, outcome FROM social.posts WHERE id = $1', [
    post!.postId,
  ]);
  expect(stored).toEqual({ status: 'failed', outcome: 'partly_posted' });
});

it('refreshes the token after a 401 and publishes, storing the rotated refresh token', async () => {
  const [before] = await world.db.query(
    'SELECT access_token, refresh_token FROM social.connected_accounts WHERE id = $1',
    [twitter],
  );
  await world.control.fault({ platform: 'twitter', operation: 'post', kind: 'unauthorized' });
  const [text] = texts(1, 'refresh');
  const [post] = await schedulePosts(world, { userId, accounts: { twitter }, texts: [text!] });
  const [row] = await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({ status: 'posted', attempts: 1 });
  expect(await publishedCount(text!)).toBe(1);
  const [after] = await world.db.query(
    'SELECT access_token, refresh_token, status FROM social.connected_accounts WHERE id = $1',
    [twitter],
  );
  expect(after.status).toBe('connected');
  expect(world.cipher.decrypt(after.access_token)).not.toBe(
    world.cipher.decrypt(before.access_token),
  );
  expect(world.cipher.decrypt(after.refresh_token)).not.toBe(
    world.cipher.decrypt(before.refresh_token),
  );
});

it('fails with a sentence to reconnect when the token is refused again after a refresh', async () => {
  await world.control.fault({
    platform: 'twitter',
    operation: 'post',
    kind: 'unauthorized',
    times: 2,
  });
  const [text] = texts(1, 'refused');
  const [post] = await schedulePosts(world, { userId, accounts: { twitter }, texts: [text!] });
  const [row] = await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({ status: 'failed', retryable: true, outcomeUnknown: false });
  expect(row!.error).toMatch(/Reconnect X \(Twitter\) on the Accounts tab/);
  expect(await publishedCount(text!)).toBe(0);
});

it('fails a delivery whose account needs reconnecting with a sentence saying so, calling nothing', async () => {
  const member = randomUUID();
  const account = await connectAccount(world, 'twitter', member);
  await world.db.query(
    `UPDATE social.connected_accounts SET status = 'needs_reconnect' WHERE id = $1`,
    [account],
  );
  const [text] = texts(1, 'reconnect');
  const [post] = await schedulePosts(world, {
    userId: member,
    accounts: { twitter: account },
    texts: [text!],
  });
  const [row] = await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({ status: 'failed', errorKind: 'account', retryable: true });
  expect(row!.error).toMatch(/reconnect/i);
  expect(await publishedCount(text!)).toBe(0);
});

it('sends a LinkedIn hashtag as LinkedIn’s hashtag, so it is a real one, and the text as written', async () => {
  const member = randomUUID();
  const linkedin = await connectAccount(world, 'linkedin', member);
  const [base] = texts(1, 'hashtags');
  const text = `${base} #AI and #vc_funds, not #1`;
  const [post] = await schedulePosts(world, {
    userId: member,
    accounts: { linkedin },
    texts: [text],
  });
  const [row] = await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({ status: 'posted' });
  const { posts } = await world.control.posts();
  expect(
    posts.find((item) => item.platform === 'linkedin' && item.text === text)?.hashtags,
  ).toEqual(['AI', 'vc_funds']);
});

it('publishes a rate-limited platform’s delivery after the reset while another platform’s goes out at once', async () => {
  const linkedin = await connectAccount(world, 'linkedin', userId);
  await world.control.fault({
    platform: 'twitter',
    operation: 'post',
    kind: 'rate_limit',
    resetSeconds: 3,
  });
  const [text] = texts(1, 'limited');
  const started = Date.now();
  const [post] = await schedulePosts(world, {
    userId,
    accounts: { twitter, linkedin },
    texts: [text!],
  });
  const ids = post!.deliveries.map(({ id }) => id);
  await waitForDeliveries(
    world,
    (rows) => rows.some((row) => row.platform === 'linkedin' && row.status === 'posted'),
    10_000,
    ids,
  );
  // LinkedIn is out while X still waits for its reset: one platform's limit holds no other.
  const xWhileLimited = (await deliveries(world, ids)).find((row) => row.platform === 'twitter')!;
  expect(xWhileLimited).toMatchObject({ status: 'queued', errorKind: 'rate_limited' });

  const rows = await waitForDeliveries(world, settled, 15_000, ids);
  const x = rows.find((row) => row.platform === 'twitter')!;
  expect(x).toMatchObject({ status: 'posted', attempts: 1, error: null, postStatus: 'posted' });
  expect(x.publishedAt!.getTime() - started).toBeGreaterThanOrEqual(2900);
  const { counts } = await world.control.posts();
  expect([counts.twitter?.[text!], counts.linkedin?.[text!]]).toEqual([1, 1]);
});

it('tries again later, counting the try, a post the platform said it did not take', async () => {
  // Facebook's code 2: "temporary issue", nothing was posted.
  const facebook = await connectAccount(world, 'facebook', userId);
  await world.control.fault({ platform: 'facebook', operation: 'post', kind: 'transient' });
  const [text] = texts(1, 'transient');
  const [post] = await schedulePosts(world, { userId, accounts: { facebook }, texts: [text!] });
  const id = post!.deliveries[0]!.id;
  const [waiting] = await waitForDeliveries(
    world,
    (rows) => rows[0]!.errorKind === 'transient',
    10_000,
    [id],
  );
  expect(waiting).toMatchObject({ status: 'queued', attempts: 1, postStatus: 'pending' });
  expect(waiting!.error).toMatch(/tried again shortly/);
  expect(waiting!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
  const job = await world.queue.getJob(publishJobId(id));
  expect(await job!.getState()).toBe('delayed');
  // Time passes: the retry falls due.
  await world.db.query('UPDATE social.deliveries SET next_attempt_at = now() WHERE id = $1', [id]);
  await job!.promote();
  const [row] = await waitForDeliveries(world, settled, 10_000, [id]);
  expect(row).toMatchObject({ status: 'posted', attempts: 2, error: null });
  const { counts } = await world.control.posts();
  expect(counts.facebook?.[text!]).toBe(1);
});

it('publishes, through the sweep, posts whose jobs Redis lost, each once', async () => {
  const batch = texts(100, 'swept');
  const posts = await schedulePosts(world, {
    userId,
    accounts: { twitter },
    texts: batch,
    dueAt: new Date(Date.now() + 2000),
  });
  const ids = posts.flatMap((post) => post.deliveries.map(({ id }) => id));
  expect(await world.queue.getJob(publishJobId(ids[0]!))).toBeDefined();
  // Everything the queue kept in Redis is gone (a flush, a fail-over to an empty replica).
  const redis = new Redis(testRedisUrl());
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${world.redisPrefix}:bull:*`);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  expect(await world.queue.getJob(publishJobId(ids[0]!))).toBeUndefined();
  // 100 publishes after a sweep: a busy 2-core machine takes far longer than a quiet one.
  const rows = await waitForDeliveries(world, settled, 80_000, ids);
  expect(rows.filter((row) => row.status === 'posted')).toHaveLength(100);
  const { counts } = await world.control.posts();
  expect(batch.map((text) => counts.twitter?.[text] ?? 0)).toEqual(batch.map(() => 1));
}, 120_000);

it('fails a post whose create answered 5xx and that is not on the platform as unknown, never re-posting it', async () => {
  await world.control.fault({ platform: 'twitter', operation: 'post', kind: 'server_error' });
  const [text] = texts(1, 'server-error');
  const [post] = await schedulePosts(world, { userId, accounts: { twitter }, texts: [text!] });
  const [row] = await waitForDeliveries(world, settled, 10_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({
    status: 'failed',
    outcomeUnknown: true,
    retryable: false,
    errorKind: 'unknown',
    attempts: 1,
  });
  expect(row!.error).toMatch(/Check the X \(Twitter\) account before retrying/);
  expect(await publishedCount(text!)).toBe(0);
});

it('settles, through the sweep, a delivery a crashed worker left publishing', async () => {
  const [text] = texts(1, 'stuck');
  const [post] = await schedulePosts(world, {
    userId,
    accounts: { twitter },
    texts: [text!],
    enqueue: false,
  });
  const id = post!.deliveries[0]!.id;
  await world.db.query(
    `UPDATE social.deliveries SET status = 'publishing', attempts = 1,
       publish_started_at = now() - interval '10 minutes' WHERE id = $1`,
    [id],
  );
  const [row] = await waitForDeliveries(world, settled, 10_000, [id]);
  expect(row).toMatchObject({ status: 'failed', outcomeUnknown: true, attempts: 1 });
  expect(await publishedCount(text!)).toBe(0);
});

it('refreshes an expiring token once when two publishes need it at the same time', async () => {
  const member = randomUUID();
  const account = await connectAccount(world, 'twitter', member);
  await world.db.query(
    `UPDATE social.connected_accounts SET access_token_expires_at = now() + interval '1 minute'
      WHERE id = $1`,
    [account],
  );
  const tokens = worker.get(AccountTokens);
  // A slow token endpoint, so both publishes ask while the first refresh is under way.
  await world.control.setLatency(300);
  const [first, second] = await Promise.all([
    tokens.forPublishing('twitter', account),
    tokens.forPublishing('twitter', account),
  ]);
  // X rotates its refresh token: a second refresh with the old one would have been refused
  // and the account marked needs_reconnect.
  expect(first.tokens.accessToken).toBe(second.tokens.accessToken);
  const [stored] = await world.db.query(
    `SELECT status, access_token_expires_at AS "expiresAt" FROM social.connected_accounts
      WHERE id = $1`,
    [account],
  );
  expect(stored.status).toBe('connected');
  expect(stored.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
});

it('refreshes ahead of time the tokens that expire within a day', async () => {
  const member = randomUUID();
  const account = await connectAccount(world, 'twitter', member);
  await world.db.query(
    `UPDATE social.connected_accounts SET access_token_expires_at = now() + interval '3 hours'
      WHERE id = $1`,
    [account],
  );
  const result = await worker.get(RefreshTokensJob).handle();
  expect(result.refreshed).toBeGreaterThanOrEqual(1);
  const [stored] = await world.db.query(
    `SELECT status, access_token_expires_at AS "expiresAt" FROM social.connected_accounts
      WHERE id = $1`,
    [account],
  );
  expect(stored.status).toBe('connected');
  // X's tokens last two hours: the new expiry is sooner than the old one.
  expect(stored.expiresAt.getTime()).toBeLessThan(Date.now() + 3 * 60 * 60_000);
});

it('leaves a cancelled delivery alone when its job runs', async () => {
  const [text] = texts(1, 'cancelled');
  const [post] = await schedulePosts(world, {
    userId,
    accounts: { twitter },
    texts: [text!],
    enqueue: false,
  });
  const id = post!.deliveries[0]!.id;
  await world.db.query(`UPDATE social.deliveries SET status = 'cancelled' WHERE id = $1`, [id]);
  await world.publishQueue.enqueue([{ id, dueAt: new Date() }]);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [row] = await deliveries(world, [id]);
  expect(row).toMatchObject({ status: 'cancelled', attempts: 0 });
  expect(await publishedCount(text!)).toBe(0);
});
