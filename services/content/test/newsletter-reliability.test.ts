import { jest } from '@jest/globals';
import {
  recipients,
  startLoopbackSmtp,
  testRedisUrl,
  type LoopbackSmtp,
} from '@sandglass/server/testing';
import type { NewsletterIssue } from '@sandglass/shared';
import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import { mailWorkerEnv } from '../../mail/test/mail-worker.js';
import { buildMailWorker, spawnMailWorker } from '../../mail/test/worker-process.js';
import { startContentService, type RunningContent } from './content-service.js';
import { newsletterList, type NewsletterList } from './newsletter-list.js';

/**
 * A 2,000-recipient issue while the built mail worker is killed with SIGKILL and Redis loses
 * every key of the deployment: PostgreSQL holds each recipient's mail, so the restarted worker
 * and its sweep finish the send, each recipient once.
 */
jest.setTimeout(240_000);

const RECIPIENTS = 2_000;
let service: RunningContent;
let smtp: LoopbackSmtp;
let list: NewsletterList;
let db: pg.Client;

beforeAll(async () => {
  buildMailWorker();
  smtp = await startLoopbackSmtp();
  // No SMTP_URL: no worker in this process; the test runs the built one.
  service = await startContentService('newsletterkill', { NEWSLETTER_RATE_PER_SECOND: '0' });
  list = await newsletterList(service.databaseUrl);
  db = new pg.Client({ connectionString: service.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await list?.close();
  await service?.close();
  await smtp?.close();
});

/** Deletes every key under the deployment's prefix: BullMQ's jobs and its sweep's scheduler. */
async function flushRedis(prefix: string): Promise<number> {
  const redis = new Redis(testRedisUrl());
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

it('mails each of 2,000 recipients once when the worker is killed mid-send and Redis is flushed', async () => {
  const readers = await list.add(
    'confirmed',
    Array.from({ length: RECIPIENTS }, (_, i) => `reader${i}.${Date.now()}@example.com`),
  );
  const issue = (
    await request(service.url)
      .post('/api/newsletter/issues')
      .set('Authorization', service.as.admin)
      .send({ subject: 'Killed mid-send', body: 'Every reader, once.' })
      .expect(201)
  ).body as NewsletterIssue;
  await request(service.url)
    .post(`/api/newsletter/issues/${issue.id}/send`)
    .set('Authorization', service.as.admin)
    .send({})
    .expect(202);

  // Each message is counted received, then answered 20 ms later: a worker killed in between
  // sent a message whose 250 it never read (the one window no record can close).
  smtp.setLatency(20);
  const env = mailWorkerEnv(
    { databaseUrl: service.databaseUrl, redisPrefix: service.redisPrefix, smtpUrl: smtp.url },
    { LOG_LEVEL: 'info', MAIL_CONCURRENCY: '20', MAIL_SMTP_TIMEOUT_MS: '2000' },
  );
  const ours = (mail: { subject?: string }) => mail.subject === 'Killed mid-send';

  const first = await spawnMailWorker(env);
  await smtp.waitForCount(ours as never, 300, 120_000);
  first.child.kill('SIGKILL');
  await first.exited;
  const { rows: sendingRows } = await db.query<{ recipient: string }>(
    `SELECT recipient FROM mail.messages WHERE status = 'sending' AND template = 'newsletter-issue'`,
  );
  const sendingAtKill = new Set(sendingRows.map((row) => row.recipient));
  const arrivedAtKill = smtp.messages.filter(ours as never).length;
  expect(arrivedAtKill).toBeLessThan(RECIPIENTS);
  const flushed = await flushRedis(service.redisPrefix);
  expect(flushed).toBeGreaterThan(0);

  const second = await spawnMailWorker(env);
  try {
    const deadline = Date.now() + 180_000;
    let current: NewsletterIssue;
    for (;;) {
      current = (
        await request(service.url)
          .get(`/api/newsletter/issues/${issue.id}`)
          .set('Authorization', service.as.admin)
          .expect(200)
      ).body as NewsletterIssue;
      if (current.status === 'sent') break;
      if (Date.now() > deadline) throw new Error(`Not finished: ${JSON.stringify(current.counts)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(current.counts).toMatchObject({ recipients: RECIPIENTS, sent: RECIPIENTS, queued: 0 });

    const arrivals = new Map<string, number>();
    for (const mail of smtp.messages.filter(ours as never))
      for (const to of recipients(mail)) arrivals.set(to, (arrivals.get(to) ?? 0) + 1);
    // No one was lost, and no one else was mailed.
    expect(readers.filter(({ email }) => !arrivals.has(email))).toEqual([]);
    expect(arrivals.size).toBe(RECIPIENTS);
    // Only a mail the killed worker was sending may arrive twice (same Message-ID).
    const twice = [...arrivals].filter(([, n]) => n > 1).map(([to]) => to);
    expect(twice.filter((to) => !sendingAtKill.has(to))).toEqual([]);
    expect(Math.max(...arrivals.values())).toBeLessThanOrEqual(2);
    process.stdout.write(
      `newsletter SIGKILL test: ${arrivedAtKill} arrived and ${sendingAtKill.size} sending at the kill; ${flushed} Redis keys flushed; ${twice.length} arrived twice\n`,
    );
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
