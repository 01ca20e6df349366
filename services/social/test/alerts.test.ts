import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import {
  recipients,
  startLoopbackSmtp,
  testRedisUrl,
  type LoopbackSmtp,
} from '@sandglass/server/testing';
import type { DirectoryUser } from '@sandglass/server';
import { QueueEvents } from 'bullmq';
import { startMailWorker } from '../../mail/test/mail-worker.js';
import { SOCIAL_PUBLISH_QUEUE } from '../src/publishing/social-publish.queue.js';
import { WarnExpiringTokensJob } from '../src/alerts/warn-expiring-tokens.job.js';
import {
  AccountTokens,
  AccountUnavailableError,
} from '../src/connected-accounts/account-tokens.js';
import {
  connectAccount,
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
let mailWorker: INestApplicationContext;
let smtp: LoopbackSmtp;
let events: QueueEvents;

/** The auth service's user directory, as the tests set each member up. */
let auth: Server;
const contacts = new Map<string, DirectoryUser>();
/** Members whose next lookup the auth service cannot answer (503). */
const unavailable = new Set<string>();

beforeAll(async () => {
  auth = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://auth');
    if (url.pathname !== '/internal/users') return res.writeHead(404).end();
    const ids = (url.searchParams.get('ids') ?? '').split(',');
    const down = ids.find((id) => unavailable.has(id));
    if (down) {
      unavailable.delete(down);
      return res.writeHead(503).end();
    }
    const users = ids.flatMap((id) => contacts.get(id) ?? []);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ users }));
  });
  await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
  const { port } = auth.address() as AddressInfo;
  smtp = await startLoopbackSmtp();
  world = await startPublishingWorld('alerts', { AUTH_URL: `http://127.0.0.1:${port}` });
  events = new QueueEvents(SOCIAL_PUBLISH_QUEUE, {
    connection: { url: testRedisUrl() },
    prefix: `${world.redisPrefix}:bull`,
  });
  events.on('completed', ({ jobId, returnvalue }) => {
    outcomes.set(jobId, [...(outcomes.get(jobId) ?? []), String(returnvalue)]);
  });
  await events.waitUntilReady();
  worker = await startWorkerInProcess(world);
  mailWorker = await startMailWorker({
    databaseUrl: world.env.DATABASE_URL!,
    redisPrefix: world.redisPrefix,
    smtpUrl: smtp.url,
  });
});
afterAll(async () => {
  await mailWorker?.close();
  await worker?.close();
  await events?.close();
  await world?.close();
  await smtp?.close();
  auth?.close();
});
beforeEach(async () => {
  await world.control.clearFaults();
});

/** A member with a verified address and every alert on, unless `overrides` says otherwise. */
function member(overrides: Partial<DirectoryUser> = {}): { id: string; email: string } {
  const id = randomUUID();
  const email = `member-${id.slice(0, 8)}@example.com`;
  contacts.set(id, {
    id,
    name: 'Ada Lovelace',
    email,
    firstName: 'Ada',
    emailVerified: true,
    notifications: { failedPosts: true, reconnectNeeded: true, tokenExpiring: true },
    ...overrides,
  });
  return { id, email };
}

/** What each send-alert job answered, by job id, in the order they completed. */
const outcomes = new Map<string, string[]>();

/** Waits for the `nth` run of this alert job to complete; answers its outcome ('sent', …). */
async function alertOutcome(jobId: string, nth = 1): Promise<string> {
  const deadline = Date.now() + 15_000;
  while ((outcomes.get(jobId)?.length ?? 0) < nth) {
    if (Date.now() > deadline) throw new Error(`The alert job ${jobId} did not complete.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return outcomes.get(jobId)![nth - 1]!;
}

/** Every alert mail written for the address (sent or not yet), by template. */
async function mailsTo(email: string): Promise<{ template: string; status: string }[]> {
  return world.db.query(
    `SELECT template, status FROM mail.messages WHERE recipient = $1 ORDER BY created_at`,
    [email],
  );
}

/** A post to X and LinkedIn that both refuse; answers what its alert job did. */
async function failOnTwoPlatforms(userId: string): Promise<string> {
  const twitter = await connectAccount(world, 'twitter', userId);
  const linkedin = await connectAccount(world, 'linkedin', userId);
  for (const platform of ['twitter', 'linkedin'] as const) {
    await world.control.fault({ platform, operation: 'post', kind: 'duplicate', times: 1 });
  }
  const [post] = await schedulePosts(world, {
    userId,
    accounts: { twitter, linkedin },
    texts: texts(1, 'alert'),
  });
  const rows = await waitForDeliveries(
    world,
    settled,
    15_000,
    post!.deliveries.map((d) => d.id),
  );
  expect(rows.map((row) => row.status)).toEqual(['failed', 'failed']);
  return alertOutcome(`alert-post_failed-${post!.postId}`);
}

it('mails one alert for a post rejected on two platforms, naming both with their reasons', async () => {
  const { id, email } = member();
  expect(await failOnTwoPlatforms(id)).toBe('sent');
  const mail = await smtp.waitFor((message) => recipients(message).includes(email));
  expect(mail.subject).toBe('Your post did not go out on X (Twitter) and LinkedIn');
  expect(mail.text).toContain('LinkedIn:');
  expect(mail.text).toContain('X (Twitter):');
  expect(mail.text).toContain('https://sandglass.test/user/social-media?tab=scheduled');
  expect(await mailsTo(email)).toEqual([
    expect.objectContaining({ template: 'social-post-failed' }),
  ]);
  expect(smtp.messages.filter((message) => recipients(message).includes(email))).toHaveLength(1);
});

it('sends no failed-post mail when the member turned those alerts off', async () => {
  const { id, email } = member({
    notifications: { failedPosts: false, reconnectNeeded: true, tokenExpiring: true },
  });
  expect(await failOnTwoPlatforms(id)).toBe('turned-off');
  expect(await mailsTo(email)).toEqual([]);
});

it('sends no mail to an address that is not verified', async () => {
  const { id, email } = member({ emailVerified: false });
  expect(await failOnTwoPlatforms(id)).toBe('unverified');
  expect(await mailsTo(email)).toEqual([]);
});

it('does not mail a failed post for each post an account needing reconnection holds up', async () => {
  const { id, email } = member();
  const twitter = await connectAccount(world, 'twitter', id);
  await world.db.query(
    `UPDATE social.connected_accounts SET status = 'needs_reconnect' WHERE id = $1`,
    [twitter],
  );
  const [post] = await schedulePosts(world, {
    userId: id,
    accounts: { twitter },
    texts: texts(1, 'held up'),
  });
  const [row] = await waitForDeliveries(world, settled, 15_000, [post!.deliveries[0]!.id]);
  expect(row).toMatchObject({ status: 'failed', errorKind: 'account' });
  expect(await alertOutcome(`alert-post_failed-${post!.postId}`)).toBe('nothing-to-say');
  expect(await mailsTo(email)).toEqual([]);
});

it('mails the alert later when the auth service cannot say whom to mail at first', async () => {
  const { id, email } = member();
  unavailable.add(id);
  expect(await failOnTwoPlatforms(id)).toBe('sent');
  expect(unavailable.has(id)).toBe(false);
  await smtp.waitFor((message) => recipients(message).includes(email));
});

it('mails once that an account needs reconnecting, not again on a second refusal the same day', async () => {
  const { id, email } = member();
  const account = await connectAccount(world, 'twitter', id);
  const tokens = worker.get(AccountTokens);
  let refusals = 0;
  const refuseRefresh = async () => {
    await world.db.query(
      `UPDATE social.connected_accounts
          SET status = 'connected', access_token_expires_at = now() + interval '1 minute'
        WHERE id = $1`,
      [account],
    );
    await world.control.fault({
      platform: 'twitter',
      operation: 'token',
      kind: 'unauthorized',
      times: 1,
    });
    await expect(tokens.forPublishing('twitter', account)).rejects.toThrow(AccountUnavailableError);
    refusals += 1;
    return alertOutcome(`alert-reconnect_needed-${account}`, refusals);
  };
  expect(await refuseRefresh()).toBe('sent');
  // Webhooks hear of the same moment.
  const [event] = await world.db.query(
    `SELECT data FROM social.webhook_outbox
      WHERE type = 'social.account.needs_reconnect' AND user_id = $1`,
    [id],
  );
  expect(event.data).toMatchObject({ platform: 'twitter', reason: expect.stringContaining('X') });
  const mail = await smtp.waitFor((message) => recipients(message).includes(email));
  expect(mail.subject).toBe('Reconnect your X (Twitter) account');
  expect(mail.text).toContain('https://sandglass.test/user/social-media?tab=accounts');
  // Reconnected, then refused again within the day: no second mail.
  expect(await refuseRefresh()).toBe('already-alerted');
  expect(await mailsTo(email)).toEqual([
    expect.objectContaining({ template: 'social-reconnect-needed' }),
  ]);
});

it('warns once of a sign-in that lapses within 7 days, not every day until it does', async () => {
  const { id, email } = member();
  const account = await connectAccount(world, 'linkedin', id);
  // A LinkedIn member token without a refresh token: it simply ends.
  await world.db.query(
    `UPDATE social.connected_accounts
        SET refresh_token = NULL, access_token_expires_at = now() + interval '3 days'
      WHERE id = $1`,
    [account],
  );
  const job = worker.get(WarnExpiringTokensJob);
  expect(await job.handle()).toEqual({ warned: 1 });
  expect(await job.handle()).toEqual({ warned: 0 });
  const mail = await smtp.waitFor((message) => recipients(message).includes(email));
  expect(mail.subject).toMatch(/^Your LinkedIn connection expires on /);
  // Two days on, the same expiry is not warned of again (once per expiry, not daily).
  const warnedAgo = (days: number) =>
    world.db.query(
      `UPDATE social.account_alerts SET last_alerted_at = now() - $2 * interval '1 day'
        WHERE account_id = $1 AND kind = 'token_expiring'`,
      [account, days],
    );
  await warnedAgo(2);
  expect(await job.handle()).toEqual({ warned: 0 });
  // Reconnected since, the next expiry is warned of in its own window.
  await warnedAgo(50);
  expect(await job.handle()).toEqual({ warned: 1 });
  expect(await mailsTo(email)).toEqual([
    expect.objectContaining({ template: 'social-token-expiring' }),
    expect.objectContaining({ template: 'social-token-expiring' }),
  ]);
});

it('does not warn when the member turned expiry warnings off', async () => {
  const { id, email } = member({
    notifications: { failedPosts: true, reconnectNeeded: true, tokenExpiring: false },
  });
  const account = await connectAccount(world, 'linkedin', id);
  await world.db.query(
    `UPDATE social.connected_accounts
        SET refresh_token = NULL, access_token_expires_at = now() + interval '2 days'
      WHERE id = $1`,
    [account],
  );
  await worker.get(WarnExpiringTokensJob).handle();
  expect(await mailsTo(email)).toEqual([]);
});
