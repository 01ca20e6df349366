import { Column, Entity, Index, Unique } from 'typeorm';
import { TimestampedRecord } from '../database/timestamped-record.js';

export const MAIL_MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'suppressed',
  'cancelled',
] as const;
export type MailMessageStatus = (typeof MAIL_MESSAGE_STATUSES)[number];

/**
 * One mail to one address (ARCHITECTURE.md "Mail"). The sending service writes it `queued`
 * (MailClient); the worker claims it (`queued` → `sending`, counting the attempt) in one
 * conditional update before the SMTP call and records `sent` (the server's answer, the
 * Message-ID), back to `queued` with `nextAttemptAt` (a 4xx or a dropped connection), `failed`
 * (a 5xx, or out of attempts) or `suppressed` (the address is on the suppression list). The
 * sending service may cancel it while it is still `queued` (MailClient.cancel: a newsletter
 * recipient who unsubscribed before their turn); the worker's claim then finds nothing to send.
 */
@Entity('messages')
@Unique('messages_idempotency_key_key', ['idempotencyKey'])
@Index('messages_status_next_attempt_at_idx', ['status', 'nextAttemptAt'])
export class MailMessage extends TimestampedRecord {
  /** Unique: a second message with the same key is not written (`ON CONFLICT DO NOTHING`). */
  @Column({ type: 'varchar', length: 200 })
  idempotencyKey: string;

  /** A name of `MailTemplates`. */
  @Column({ type: 'varchar', length: 64 })
  template: string;

  /** The template's data; cleared once the message is settled (it may hold link tokens). */
  @Column({ type: 'jsonb', nullable: true })
  data: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 320, nullable: true })
  replyTo: string | null;

  @Column({
    type: 'enum',
    enum: MAIL_MESSAGE_STATUSES,
    enumName: 'message_status',
    default: 'queued',
  })
  status: MailMessageStatus;

  /** SMTP transactions started (claims), retries included. */
  @Column('integer', { default: 0 })
  attempts: number;

  /** When it may be sent (now, or later after a retryable failure). The sweep reads it. */
  @Column('timestamptz', { default: () => 'now()' })
  nextAttemptAt: Date;

  /** When the current claim started; a claim older than the worker's bound is taken over. */
  @Column({ type: 'timestamptz', nullable: true })
  sendingStartedAt: Date | null;

  /** The rendered subject, kept for the record. */
  @Column({ type: 'text', nullable: true })
  subject: string | null;

  /** The Message-ID header, the same on every attempt (derived from the id and MAIL_FROM). */
  @Column({ type: 'varchar', length: 320, nullable: true })
  messageId: string | null;

  /** The SMTP server's last answer (`250 2.0.0 Ok: queued as …`, `451 …`). */
  @Column({ type: 'text', nullable: true })
  smtpResponse: string | null;

  /** Why the last attempt did not send it, as a sentence. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
