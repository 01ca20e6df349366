import { TimestampedRecord } from '@sandglass/server';
import { NEWSLETTER_ISSUE_STATUSES, type NewsletterIssueStatus } from '@sandglass/shared';
import { Column, Entity, Index } from 'typeorm';

/**
 * One newsletter issue: Markdown written in the admin (or started from an insights article),
 * then sent once to the confirmed subscribers of the moment it goes out (its recipients).
 */
@Entity('newsletter_issues')
@Index('newsletter_issues_status_scheduled_at_idx', ['status', 'scheduledAt'])
export class NewsletterIssue extends TimestampedRecord {
  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  preheader: string | null;

  /** Markdown as written. */
  @Column('text')
  body: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  articleSlug: string | null;

  @Column({
    type: 'enum',
    enum: NEWSLETTER_ISSUE_STATUSES,
    enumName: 'newsletter_issue_status',
    default: 'draft',
  })
  status: NewsletterIssueStatus;

  @Column({ type: 'timestamptz', nullable: true })
  scheduledAt: Date | null;

  /** When the recipients were snapshotted and their mail handed to the pipeline. */
  @Column({ type: 'timestamptz', nullable: true })
  sendingStartedAt: Date | null;

  /** When the last recipient's mail was settled. */
  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
