import {
  SOCIAL_PLATFORMS,
  type SocialDeliveryStatus,
  type SocialMetricName,
  type SocialPlatform,
} from '@sandglass/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';

export const DELIVERY_STATUSES: readonly SocialDeliveryStatus[] = [
  'queued',
  'publishing',
  'posted',
  'failed',
  'cancelled',
];

/** Deliveries still waiting for the platform: their post is pending. */
export const WAITING_DELIVERY_STATUSES: readonly SocialDeliveryStatus[] = ['queued', 'publishing'];

/**
 * One platform's part of a post (ARCHITECTURE.md "Social publishing"). The worker claims it
 * (`queued` → `publishing`) in one conditional update before calling the platform, and records
 * `posted` with the platform's id and URL, or `failed` with a sentence, whether retrying is
 * safe (`retryable`) and whether the platform may have published it anyway (`outcomeUnknown`).
 */
@Entity('deliveries')
@Unique('deliveries_post_id_platform_key', ['postId', 'platform'])
@Index('deliveries_status_next_attempt_at_idx', ['status', 'nextAttemptAt'])
@Index('deliveries_account_id_idx', ['accountId'])
@Index('deliveries_posted_published_at_idx', ['publishedAt'], { where: `status = 'posted'` })
export class Delivery {
  /** Also names its BullMQ job (PublishQueue). */
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  postId: string;

  /** Its post (posts/post.entity.ts), named rather than imported: publishing sits below posts. */
  @ManyToOne('Post', 'deliveries', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post?: { id: string };

  @Column({ type: 'enum', enum: SOCIAL_PLATFORMS, enumName: 'delivery_platform' })
  platform: SocialPlatform;

  /** The account it publishes as; null once that account was disconnected. */
  @Column({ type: 'uuid', nullable: true })
  accountId: string | null;

  @ManyToOne('ConnectedAccount', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'account_id' })
  account?: ConnectedAccount | null;

  @Column({
    type: 'enum',
    enum: DELIVERY_STATUSES,
    enumName: 'delivery_status',
    default: 'queued',
  })
  status: SocialDeliveryStatus;

  /** Calls made to the platform (claims), retries included. */
  @Column('integer', { default: 0 })
  attempts: number;

  /** The platform's id of the published post. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  externalId: string | null;

  /** A link a person can open to the published post. */
  @Column({ type: 'text', nullable: true })
  url: string | null;

  /** Why it failed (or why it is waiting to retry), as a sentence a person can act on. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** `PlatformErrorKind` of the last failure, or `account` (disconnected / needs reconnecting). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  errorKind: string | null;

  /** It surely did not publish: POST .../retry may publish it again without asking. */
  @Column('boolean', { default: false })
  retryable: boolean;

  /** The platform may have published it: a retry needs the member's confirmation. */
  @Column('boolean', { default: false })
  outcomeUnknown: boolean;

  /** What the adapter kept before its final call (an Instagram container id). */
  @Column({ type: 'text', nullable: true })
  checkpoint: string | null;

  /** When its job should run: the scheduled time, or later after a rate limit. The sweep reads it. */
  @Column('timestamptz')
  nextAttemptAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  publishStartedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  /** What the platform counted for the published post, as last read (RefreshMetricsJob). */
  @Column({ type: 'jsonb', nullable: true })
  metrics: Partial<Record<SocialMetricName, number>> | null;

  /** When `metrics` were read; the job reads the longest unread first. */
  @Column({ type: 'timestamptz', nullable: true })
  metricsFetchedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
