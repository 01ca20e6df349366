import { Inject, Injectable } from '@nestjs/common';
import { isEmailAddress } from '@sandglass/shared';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { AfterCommit } from '../database/after-commit.js';
import { LOGGER } from '../logging/logging.module.js';
import { answerWithin } from '../redis/redis.module.js';
import type { MailMessageStatus } from './mail-message.entity.js';
import { sendMailJobs } from './mail-queue.js';
import type { MailRequest } from './mail-templates.js';
import { MAIL_TEMPLATE_NAMES } from './mail-templates.js';

/** The BullMQ queue `mail` (`@Inject(MAIL_BULL_QUEUE)`), for metrics and the worker's sweep. */
export const MAIL_BULL_QUEUE = Symbol('MAIL_BULL_QUEUE');

/** What `send` did with one message. */
export interface MailReceipt {
  /** The message's id in `mail.messages` (the earlier one's when the key was used before). */
  id: string;
  /** False when a message with the same idempotency key already existed: nothing was added. */
  created: boolean;
}

/** How long a request may wait for Redis to take a batch of jobs; the sweep adds any it lost. */
const ENQUEUE_WAIT_MS = 2_000;
const ENQUEUE_BATCH = 1_000;

/** Where one message stands (MailClient.outcomes). */
export interface MailOutcome {
  key: string;
  status: MailMessageStatus;
  error: string | null;
  sentAt: Date | null;
  bounced: boolean;
}

/**
 * The mail pipeline's client, running inside each sending service (ARCHITECTURE.md "Mail").
 * `send` records the message in `mail.messages` (a second message with the same idempotency
 * key is not written) and adds its job to the `mail` queue; the mail worker renders and sends
 * it. Given an EntityManager inside a transaction, the message is written in that transaction
 * and its job added only once it commits (none if it rolls back), so a state change and its
 * mail are kept or lost together. A job that could not be added (Redis away) is added by the
 * worker's sweep, so a message once written is never lost.
 */
@Injectable()
export class MailClient {
  /** Jobs of messages written inside a transaction, added once it has committed. */
  private readonly afterCommit = new AfterCommit<{ id: string; dueAt?: Date }>((jobs) =>
    this.enqueue(jobs),
  );

  constructor(
    private readonly dataSource: DataSource,
    @Inject(MAIL_BULL_QUEUE) private readonly queue: Queue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Sends one templated mail (see MailRequest); the data is checked against its template. */
  async send(request: MailRequest, manager?: EntityManager): Promise<MailReceipt> {
    const [receipt] = await this.sendMany([request], manager);
    return receipt;
  }

  /**
   * Sends many mails with one insert and one batch of jobs (a newsletter issue's recipients);
   * receipts in the order given.
   */
  async sendMany(
    requests: readonly MailRequest[],
    manager?: EntityManager,
  ): Promise<MailReceipt[]> {
    if (requests.length === 0) return [];
    const rows = requests.map((request) => ({ id: randomUUID(), ...checked(request) }));
    const db = manager ?? this.dataSource.manager;
    const inserted: { id: string }[] = await db.query(
      `INSERT INTO mail.messages (id, idempotency_key, template, data, recipient, reply_to,
                                  next_attempt_at)
       SELECT id, idempotency_key, template, data, recipient, reply_to,
              now() + coalesce(delay_ms, 0) * interval '1 millisecond'
         FROM jsonb_to_recordset($1::jsonb) AS m(id uuid, idempotency_key text, template text,
              data jsonb, recipient text, reply_to text, delay_ms bigint)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id`,
      [JSON.stringify(rows)],
    );
    const created = new Set(inserted.map(({ id }) => id));
    const existing = new Map<string, string>();
    if (created.size < rows.length) {
      const found: { id: string; key: string }[] = await db.query(
        `SELECT id, idempotency_key AS key FROM mail.messages WHERE idempotency_key = ANY($1)`,
        [rows.filter((row) => !created.has(row.id)).map((row) => row.idempotency_key)],
      );
      for (const { id, key } of found) existing.set(key, id);
    }
    const now = Date.now();
    const jobs = rows
      .filter((row) => created.has(row.id))
      .map((row) => ({
        id: row.id,
        dueAt: row.delay_ms ? new Date(now + row.delay_ms) : undefined,
      }));
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) this.afterCommit.add(runner, jobs);
    else await this.enqueue(jobs);
    return rows.map((row) =>
      created.has(row.id)
        ? { id: row.id, created: true }
        : { id: existing.get(row.idempotency_key) ?? row.id, created: false },
    );
  }

  /**
   * Takes an address off the suppression list once its owner proved it (a verification or a
   * newsletter confirmation), so mail to it is sent again. True when it was on the list.
   */
  async liftSuppression(address: string, manager?: EntityManager): Promise<boolean> {
    const db = manager ?? this.dataSource.manager;
    const [, count]: [unknown, number] = await db.query(
      `DELETE FROM mail.suppressions WHERE address = $1`,
      [address.trim().toLowerCase()],
    );
    if (count > 0) this.logger.info({ address }, 'mail suppression lifted: the address was proved');
    return count > 0;
  }

  /**
   * Cancels the messages with these idempotency keys that are still `queued` (not yet claimed
   * by the worker, which then finds nothing to send); answers the keys it cancelled. One that
   * is being sent or was settled is left as it is.
   */
  async cancel(idempotencyKeys: readonly string[], manager?: EntityManager): Promise<string[]> {
    if (idempotencyKeys.length === 0) return [];
    const db = manager ?? this.dataSource.manager;
    const [rows]: [{ key: string }[], number] = await db.query(
      `UPDATE mail.messages
          SET status = 'cancelled', data = NULL, error = 'Cancelled before it was sent.',
              updated_at = now()
        WHERE idempotency_key = ANY($1) AND status = 'queued'
        RETURNING idempotency_key AS key`,
      [idempotencyKeys],
    );
    return rows.map(({ key }) => key);
  }

  /**
   * How the messages with these idempotency keys stand, for a sending service's progress
   * (a newsletter issue's counts). `bounced`: it failed because the server refused the address
   * for good, which put it on the suppression list. Keys with no message are left out.
   */
  async outcomes(idempotencyKeys: readonly string[]): Promise<MailOutcome[]> {
    if (idempotencyKeys.length === 0) return [];
    return this.dataSource.query(
      `SELECT m.idempotency_key AS "key", m.status, m.error, m.sent_at AS "sentAt",
              EXISTS (SELECT 1 FROM mail.suppressions s WHERE s.message_id = m.id) AS bounced
         FROM mail.messages m
        WHERE m.idempotency_key = ANY($1)`,
      [idempotencyKeys],
    );
  }

  /** Adds the messages' jobs, 1,000 at a time; a failure is logged and left to the sweep. */
  private async enqueue(jobs: readonly { id: string; dueAt?: Date }[]): Promise<void> {
    for (let i = 0; i < jobs.length; i += ENQUEUE_BATCH) {
      const batch = jobs.slice(i, i + ENQUEUE_BATCH);
      try {
        await answerWithin(this.queue.addBulk(sendMailJobs(batch)), ENQUEUE_WAIT_MS);
      } catch (error) {
        this.logger.warn(
          { err: error, messages: jobs.length - i },
          'could not queue mail now; the mail worker’s sweep will send it',
        );
        return;
      }
    }
  }
}

/** The row for one request, or an error naming what the calling code got wrong. */
function checked(request: MailRequest): {
  idempotency_key: string;
  template: string;
  data: unknown;
  recipient: string;
  reply_to: string | null;
  delay_ms: number | null;
} {
  const { template, to, replyTo, data, idempotencyKey, delayMs } = request;
  if (!(MAIL_TEMPLATE_NAMES as readonly string[]).includes(template))
    throw new Error(`There is no mail template named "${template}".`);
  if (!isEmailAddress(to))
    throw new Error(`A mail's recipient must be one email address, not "${to}".`);
  if (replyTo !== undefined && !isEmailAddress(replyTo))
    throw new Error(`A mail's Reply-To must be one email address, not "${replyTo}".`);
  if (!idempotencyKey || idempotencyKey.length > 200)
    throw new Error('A mail needs an idempotency key of 1 to 200 characters.');
  return {
    idempotency_key: idempotencyKey,
    template,
    data,
    recipient: to.trim(),
    reply_to: replyTo?.trim() ?? null,
    delay_ms: delayMs && delayMs > 0 ? Math.round(delayMs) : null,
  };
}
