import { Injectable } from '@nestjs/common';
import { firstRow, type MailMessageStatus } from '@sandglass/server';
import { DataSource } from 'typeorm';

/** A message as the worker reads it. */
export interface StoredMessage {
  id: string;
  status: MailMessageStatus;
  /** Claims so far, this one included once claimed. */
  attempts: number;
  nextAttemptAt: Date;
  sendingStartedAt: Date | null;
}

/** A claimed message with what sending it needs. */
export interface ClaimedMessage extends StoredMessage {
  template: string;
  data: Record<string, unknown> | null;
  recipient: string;
  replyTo: string | null;
  /** The recipient's suppression reason, null when the address is not suppressed. */
  suppressedBecause: string | null;
}

/** How a claimed try ends. */
export type MessageChange =
  | { status: 'sent'; subject: string; messageId: string; smtpResponse: string; sentAt: Date }
  | { status: 'queued'; nextAttemptAt: Date; error: string; smtpResponse: string | null }
  | { status: 'failed'; error: string; smtpResponse: string | null; suppress: boolean }
  | { status: 'suppressed'; error: string };

const CLAIMED = `m.id, m.status, m.attempts, m.next_attempt_at AS "nextAttemptAt",
  m.sending_started_at AS "sendingStartedAt", m.template, m.data, m.recipient,
  m.reply_to AS "replyTo",
  (SELECT s.reason FROM mail.suppressions s WHERE s.address = lower(m.recipient))
    AS "suppressedBecause"`;

/**
 * The worker's reads and writes of `mail.messages`, the truth about what was sent. Every change
 * to a claimed message is conditional on it still being the same claim (status `sending` and
 * the same attempt count), so a claim that was taken over can no longer record anything.
 */
@Injectable()
export class MessageStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claim, then call: moves a due `queued` message to `sending` in one conditional update,
   * counting the try. Null when it is not queued or not yet due.
   */
  async claim(id: string, now: Date): Promise<ClaimedMessage | null> {
    return firstRow(
      await this.dataSource.query(
        `WITH m AS (
           UPDATE mail.messages
              SET status = 'sending', attempts = attempts + 1, sending_started_at = $2,
                  updated_at = $2
            WHERE id = $1 AND status = 'queued' AND next_attempt_at <= $2
            RETURNING *)
         SELECT ${CLAIMED} FROM m`,
        [id, now],
      ),
    );
  }

  /**
   * Takes over a message left `sending` by a worker that died (or a claim older than any try),
   * as a new try. Null when it changed meanwhile (another worker took it, or it was settled).
   */
  async takeOver(stuck: StoredMessage, now: Date): Promise<ClaimedMessage | null> {
    return firstRow(
      await this.dataSource.query(
        `WITH m AS (
           UPDATE mail.messages
              SET attempts = attempts + 1, sending_started_at = $3, updated_at = $3
            WHERE id = $1 AND status = 'sending' AND attempts = $2
            RETURNING *)
         SELECT ${CLAIMED} FROM m`,
        [stuck.id, stuck.attempts, now],
      ),
    );
  }

  async find(id: string): Promise<StoredMessage | null> {
    return firstRow(
      await this.dataSource.query(
        `SELECT id, status, attempts, next_attempt_at AS "nextAttemptAt",
                sending_started_at AS "sendingStartedAt"
           FROM mail.messages WHERE id = $1`,
        [id],
      ),
    );
  }

  /**
   * Records how the claimed try ended; false when the claim was taken over meanwhile. A settled
   * message's data is cleared (it may hold the tokens of its links). A permanent refusal puts the
   * address on the suppression list in the same statement.
   */
  async settle(claim: ClaimedMessage, change: MessageChange): Promise<boolean> {
    const claimed = `id = $1 AND status = 'sending' AND attempts = $2`;
    const key = [claim.id, claim.attempts];
    let rows: unknown;
    switch (change.status) {
      case 'sent':
        rows = await this.dataSource.query(
          `UPDATE mail.messages
              SET status = 'sent', subject = $3, message_id = $4, smtp_response = $5,
                  sent_at = $6, error = NULL, data = NULL, updated_at = now()
            WHERE ${claimed} RETURNING id`,
          [...key, change.subject, change.messageId, change.smtpResponse, change.sentAt],
        );
        break;
      case 'queued':
        rows = await this.dataSource.query(
          `UPDATE mail.messages
              SET status = 'queued', next_attempt_at = $3, error = $4, smtp_response = $5,
                  sending_started_at = NULL, updated_at = now()
            WHERE ${claimed} RETURNING id`,
          [...key, change.nextAttemptAt, change.error, change.smtpResponse],
        );
        break;
      case 'failed':
        rows = await this.dataSource.query(
          `WITH m AS (
             UPDATE mail.messages
                SET status = 'failed', error = $3, smtp_response = $4, data = NULL,
                    updated_at = now()
              WHERE ${claimed} RETURNING id, recipient),
           s AS (
             INSERT INTO mail.suppressions (address, reason, message_id)
             SELECT lower(recipient), coalesce($4, $3), id FROM m WHERE $5
             ON CONFLICT (address) DO UPDATE
               SET reason = excluded.reason, message_id = excluded.message_id, created_at = now())
           SELECT id FROM m`,
          [...key, change.error, change.smtpResponse, change.suppress],
        );
        break;
      case 'suppressed':
        rows = await this.dataSource.query(
          `UPDATE mail.messages
              SET status = 'suppressed', error = $3, data = NULL, updated_at = now()
            WHERE ${claimed} RETURNING id`,
          [...key, change.error],
        );
        break;
    }
    return firstRow(rows as never) !== null;
  }

  /** Queued messages due before `until` (their job may be missing), oldest first. */
  async dueQueued(until: Date, limit: number): Promise<{ id: string; dueAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, next_attempt_at AS "dueAt" FROM mail.messages
        WHERE status = 'queued' AND next_attempt_at <= $1
        ORDER BY next_attempt_at LIMIT $2`,
      [until, limit],
    );
  }

  /** Messages `sending` since before `stuckBefore`: their worker died mid-try. */
  async stuckSending(stuckBefore: Date, limit: number): Promise<{ id: string }[]> {
    return this.dataSource.query(
      `SELECT id FROM mail.messages
        WHERE status = 'sending' AND sending_started_at < $1
        ORDER BY sending_started_at LIMIT $2`,
      [stuckBefore, limit],
    );
  }
}
