import { MAIL_DATABASE, sendMailJobId } from '@sandglass/server';
import { recipients, schemaDrift } from '@sandglass/server/testing';
import { Redis } from 'ioredis';
import { testRedisUrl } from '@sandglass/server/testing';
import {
  contactMail,
  newAddress,
  sentOrSettled,
  startMailWorld,
  type MailWorld,
} from './mail-pipeline.js';

let world: MailWorld;

beforeAll(async () => {
  world = await startMailWorld('pipeline');
  await world.startWorker();
});
afterAll(() => world?.close());

const arrivedTo = (address: string) =>
  world.smtp.messages.filter((mail) => recipients(mail).includes(address));

it('keeps schema mail’s migrations in step with its entities', async () => {
  expect(await schemaDrift(MAIL_DATABASE)).toEqual([]);
});

it('sends a mail once, with From, Message-ID, Date, Reply-To and both parts', async () => {
  const to = newAddress('once');
  const { id, created } = await world.client.send(
    contactMail(to, { message: 'First line.\nSecond line.' }),
  );
  expect(created).toBe(true);

  const mail = await world.smtp.waitFor((m) => recipients(m).includes(to));
  expect(mail.from?.value[0]).toEqual({
    name: 'Sandglass Ventures',
    address: 'partners@sandglass.test',
  });
  expect(mail.messageId).toBe(`<${id}@sandglass.test>`);
  expect(mail.date).toBeInstanceOf(Date);
  expect(mail.headers.has('date')).toBe(true);
  expect(mail.replyTo?.value[0].address).toBe('ada@example.com');
  expect(mail.subject).toBe('New message from Ada Lovelace: Seeking Investment');
  expect(mail.text).toContain('First line.\nSecond line.');
  expect(mail.text).toContain('https://sandglass.test/admin');
  expect(mail.html).toContain('Sandglass Ventures');
  expect(mail.html).toContain('href="https://sandglass.test/admin"');

  const [row] = await world.waitForRows([id], sentOrSettled);
  expect(row).toMatchObject({
    status: 'sent',
    attempts: 1,
    messageId: `<${id}@sandglass.test>`,
    subject: 'New message from Ada Lovelace: Seeking Investment',
    data: null,
  });
  expect(row.smtpResponse).toMatch(/^250/);
  expect(arrivedTo(to)).toHaveLength(1);
});

it('sends once when the same idempotency key is sent twice', async () => {
  const to = newAddress('twice');
  const key = `test:twice:${to}`;
  const first = await world.client.send(contactMail(to, { idempotencyKey: key }));
  const second = await world.client.send(contactMail(to, { idempotencyKey: key }));
  expect(second).toEqual({ id: first.id, created: false });

  await world.waitForRows([first.id], sentOrSettled);
  // A later mail to the same address, sent after the first, arriving means the first had its chance.
  const later = await world.client.send(contactMail(to));
  await world.waitForRows([later.id], sentOrSettled);
  expect(arrivedTo(to).map((mail) => mail.messageId)).toEqual([
    `<${first.id}@sandglass.test>`,
    `<${later.id}@sandglass.test>`,
  ]);
});

it('tries a 451 again after a backoff, and the mail arrives once', async () => {
  const to = newAddress('greylisted');
  world.smtp.answer(to, 451);
  const started = Date.now();
  const { id } = await world.client.send(contactMail(to));

  const [row] = await world.waitForRows([id], sentOrSettled);
  expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null });
  expect(world.smtp.attempts(to)).toBe(2);
  // MAIL_RETRY_BASE_MS is 300 in the tests: the second try waited for it.
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  expect(arrivedTo(to)).toHaveLength(1);
});

it('suppresses an address the server refuses with 550, skips later mail to it, and sends again once it is proved', async () => {
  const to = newAddress('refused');
  world.smtp.answer(to, 550);
  const refused = await world.client.send(contactMail(to));
  const [failed] = await world.waitForRows([refused.id], sentOrSettled);
  expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
  expect(failed.error).toContain('550 5.1.1 No such user here');
  const suppressions = await world.dataSource.query(
    `SELECT address, reason, message_id AS "messageId" FROM mail.suppressions WHERE address = $1`,
    [to],
  );
  expect(suppressions).toEqual([
    { address: to, reason: expect.stringContaining('550'), messageId: refused.id },
  ]);

  const skipped = await world.client.send(contactMail(to));
  const [row] = await world.waitForRows([skipped.id], sentOrSettled);
  expect(row.status).toBe('suppressed');
  expect(row.error).toContain('suppression list');
  expect(world.smtp.attempts(to)).toBe(1);

  // A mail that asks the person to prove the address still goes (they asked for it just now).
  const proof = await world.client.send({
    template: 'newsletter-confirmation',
    to,
    idempotencyKey: `test:proof:${to}`,
    data: { confirmToken: 'c'.repeat(43), unsubscribeToken: 'u'.repeat(43), validHours: 48 },
  });
  await world.waitForRows([proof.id], (rows) => rows[0]?.status === 'sent');

  expect(await world.client.liftSuppression(to.toUpperCase())).toBe(true);
  const again = await world.client.send(contactMail(to));
  await world.waitForRows([again.id], (rows) => rows[0]?.status === 'sent');
  expect(arrivedTo(to).map((mail) => mail.messageId)).toEqual([
    `<${proof.id}@sandglass.test>`,
    `<${again.id}@sandglass.test>`,
  ]);
});

it('writes a mail in the sender’s transaction: sent once it commits, never if it rolls back', async () => {
  const kept = newAddress('committed');
  const dropped = newAddress('rolled-back');
  const { id } = await world.dataSource.transaction((manager) =>
    world.client.send(contactMail(kept), manager),
  );
  await expect(
    world.dataSource.transaction(async (manager) => {
      await world.client.send(contactMail(dropped), manager);
      throw new Error('the state change failed');
    }),
  ).rejects.toThrow('the state change failed');

  await world.waitForRows([id], (rows) => rows[0]?.status === 'sent');
  expect(
    await world.dataSource.query(`SELECT 1 FROM mail.messages WHERE recipient = $1`, [dropped]),
  ).toEqual([]);
  expect(arrivedTo(dropped)).toEqual([]);
});

it('sends no more than MAIL_RATE_PER_SECOND mails a second', async () => {
  await world.stopWorker();
  await world.startWorker({ MAIL_RATE_PER_SECOND: '2' });
  try {
    const to = newAddress('limited');
    const receipts = await world.client.sendMany(
      Array.from({ length: 10 }, (_, index) => contactMail(to, { message: `Limited ${index}.` })),
    );
    await world.waitForRows(
      receipts.map(({ id }) => id),
      (rows) => rows.every((row) => row.status === 'sent'),
    );
    const times = world.smtp.messages
      .filter((mail) => recipients(mail).includes(to))
      .map((mail) => (mail.date ?? new Date(0)).getTime());
    expect(times).toHaveLength(10);
    // 10 mails at 2 a second take five windows of a second: the last at least 4 s after the first.
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(4_000);
  } finally {
    await world.stopWorker();
    await world.startWorker();
  }
});

it('sends every queued message once after Redis lost their jobs (the sweep re-adds them)', async () => {
  await world.stopWorker();
  const to = newAddress('flushed');
  const receipts = await world.client.sendMany(
    Array.from({ length: 20 }, (_, index) => contactMail(to, { message: `Flushed ${index}.` })),
  );
  const ids = receipts.map(({ id }) => id);
  expect(await world.queue.getJob(sendMailJobId(ids[0]))).toBeDefined();

  // Redis flushed: every key of this deployment's prefix is gone, jobs and scheduler alike.
  const redis = new Redis(testRedisUrl());
  try {
    const keys = await redis.keys(`${world.redisPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
  expect(await world.queue.getJob(sendMailJobId(ids[0]))).toBeUndefined();

  await world.startWorker();
  const rows = await world.waitForRows(ids, (current) =>
    current.every((row) => row.status === 'sent'),
  );
  expect(rows).toHaveLength(20);
  await world.smtp.waitForCount((mail) => recipients(mail).includes(to), 20);
  const arrived = arrivedTo(to).map((mail) => mail.messageId);
  expect(new Set(arrived).size).toBe(20);
  expect(arrived).toHaveLength(20);
});
