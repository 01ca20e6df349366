import { TimestampedRecord } from '@sandglass/server';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@sandglass/shared';
import { Column, Entity, Index } from 'typeorm';

/**
 * One address on the newsletter list (double opt-in). The confirm and unsubscribe tokens are
 * stored as SHA-256 hashes: a leaked table cannot confirm or unsubscribe anyone.
 */
@Entity('newsletter_subscribers')
export class NewsletterSubscriber extends TimestampedRecord {
  /** Stored lower-cased. */
  @Index('newsletter_subscribers_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({
    type: 'enum',
    enum: NEWSLETTER_STATUSES,
    enumName: 'newsletter_status',
    default: 'pending',
  })
  status: NewsletterStatus;

  @Index('newsletter_subscribers_confirm_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64, nullable: true })
  confirmTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmTokenExpiresAt: Date | null;

  @Index('newsletter_subscribers_unsubscribe_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64 })
  unsubscribeTokenHash: string;

  /** When the last confirmation email went out; repeats are spaced out. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
