import { jest } from '@jest/globals';
import { recipients } from '@sandglass/server/testing';
import { contactMail, newAddress, startMailWorld, type MailWorld } from './mail-pipeline.js';
import { mailWorkerEnv } from './mail-worker.js';
import { buildMailWorker, spawnMailWorker as spawnWorker } from './worker-process.js';

/**
 * The mail worker as the real built process (services/mail/dist/worker.js), killed with
 * SIGKILL while it sends. Compiles the package first, so the process runs the code under test.
 */
jest.setTimeout(120_000);

let world: MailWorld;

beforeAll(async () => {
  buildMailWorker();
  world = await startMailWorld('reliability');
});
afterAll(() => world?.close());

it('sends each of 200 queued mails exactly once when the worker is killed mid-way and restarted', async () => {
  const to = newAddress('killed');
  const receipts = await world.client.sendMany(
    Array.from({ length: 200 }, (_, index) => contactMail(to, { message: `Killed ${index}.` })),
  );
  const ids = receipts.map(({ id }) => id);
  // Each message is received, then answered 20 ms later: a worker killed in between has sent a
  // message whose 250 it never read (the one window no record can close).
  world.smtp.setLatency(20);
  const env = mailWorkerEnv(
    { databaseUrl: world.databaseUrl, redisPrefix: world.redisPrefix, smtpUrl: world.smtp.url },
    { LOG_LEVEL: 'info', MAIL_RATE_PER_SECOND: '100', MAIL_CONCURRENCY: '10' },
  );
  const ours = (mail: { to?: unknown }) => recipients(mail as never).includes(to);

  const first = await spawnWorker(env);
  await world.smtp.waitForCount(ours, 60, 60_000);
  first.child.kill('SIGKILL');
  await first.exited;
  const atKill = await world.rows(ids);
  const sendingAtKill = new Set(
    atKill.filter((row) => row.status === 'sending').map((row) => row.id),
  );
  // The kill came mid-way: some mail was still waiting.
  expect(atKill.filter((row) => row.status === 'queued').length).toBeGreaterThan(0);

  const second = await spawnWorker(env);
  try {
    const rows = await world.waitForRows(
      ids,
      (current) => current.every((row) => row.status === 'sent'),
      90_000,
    );
    expect(rows.map((row) => row.status)).toEqual(ids.map(() => 'sent'));

    const arrivals = new Map<string, number>();
    for (const mail of world.smtp.messages.filter(ours))
      arrivals.set(mail.messageId ?? '', (arrivals.get(mail.messageId ?? '') ?? 0) + 1);
    const expected = ids.map((id) => `<${id}@sandglass.test>`);
    // Every message arrived, and nothing else did.
    expect(expected.filter((messageId) => !arrivals.has(messageId))).toEqual([]);
    expect([...arrivals.keys()].sort()).toEqual([...expected].sort());
    // Only a message the dead worker was sending may arrive twice, with its one Message-ID.
    const twice = ids.filter((id) => (arrivals.get(`<${id}@sandglass.test>`) ?? 0) > 1);
    expect(twice.filter((id) => !sendingAtKill.has(id))).toEqual([]);
    expect(Math.max(...arrivals.values())).toBeLessThanOrEqual(2);
    process.stdout.write(
      `SIGKILL test: ${atKill.filter((row) => row.status === 'sent').length} sent and ${sendingAtKill.size} sending at the kill; ${twice.length} arrived twice\n`,
    );
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
});
