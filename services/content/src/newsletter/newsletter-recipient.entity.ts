import { TimestampedRecord } from '@sandglass/server';
import { NEWSLETTER_RECIPIENT_STATUSES, type NewsletterRecipientStatus } from '@sandglass/shared';
import { Column, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { NewsletterIssue } from './newsletter-issue.entity.js';

/**
 * A confirmed subscriber as the issue's send snapshotted them: one row, one mail (idempotency
 * key `newsletter-issue:<issue id>:<recipient id>`). The status follows the mail's outcome in
 * the pipeline. Its unsubscribe token (stored hashed) is the one in this issue's links.
 */
@Entity('newsletter_recipients')
@Unique('newsletter_recipients_issue_subscriber_key', ['issueId', 'subscriberId'])
@Index('newsletter_recipients_issue_status_idx', ['issueId', 'status'])
@Index('newsletter_recipients_subscriber_status_idx', ['subscriberId', 'status'])
export class NewsletterRecipient extends TimestampedRecord {
  @Column('uuid')
  issueId: string;

  @ManyToOne(() => NewsletterIssue, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'issue_id' })
  issue?: NewsletterIssue;

  /** Kept when the subscriber is deleted later, for the issue's record. */
  @Column('uuid')
  subscriberId: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({
    type: 'enum',
    enum: NEWSLETTER_RECIPIENT_STATUSES,
    enumName: 'newsletter_recipient_status',
    default: 'queued',
  })
  status: NewsletterRecipientStatus;

  @Index('newsletter_recipients_unsubscribe_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64 })
  unsubscribeTokenHash: string;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** When they unsubscribed with this issue's link. */
  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
