import {
  SOCIAL_POST_OUTCOMES,
  type SocialPostOutcome,
  type SocialPostStatus,
} from '@sandglass/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Delivery } from '../publishing/index.js';
import type { PostMedia } from './post-media.entity.js';

export const POST_STATUSES: readonly SocialPostStatus[] = [
  'pending',
  'posted',
  'failed',
  'cancelled',
];

/**
 * What a member wrote and when it should go out. Its outcome and status follow its deliveries
 * (one per platform, `refreshPostStatus`); Post Now is a post due at once.
 */
@Entity('posts')
@Index('posts_user_id_created_at_idx', ['userId', 'createdAt'])
@Index('posts_created_at_idx', ['createdAt'])
export class Post {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The token's subject when it was created; never a body field. */
  @Column('uuid')
  userId: string;

  @Column('text')
  text: string;

  @Column('timestamptz')
  scheduledTime: Date;

  @Column({ type: 'enum', enum: POST_STATUSES, enumName: 'post_status', default: 'pending' })
  status: SocialPostStatus;

  /** `status` with a post partly posted told apart from one that failed everywhere. */
  @Column({
    type: 'enum',
    enum: SOCIAL_POST_OUTCOMES,
    enumName: 'post_outcome',
    default: 'pending',
  })
  outcome: SocialPostOutcome;

  /**
   * Links to the site (SITE_URL) go out tagged with utm_source, utm_medium=social and
   * utm_campaign (campaignName), so the site's analytics can tell the visits this post brought.
   */
  @Column({ type: 'boolean', default: true })
  campaignLinks: boolean;

  @OneToMany('Delivery', (delivery: Delivery) => delivery.post)
  deliveries?: Delivery[];

  @OneToMany('PostMedia', (media: PostMedia) => media.post)
  media?: PostMedia[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
