import {
  SOCIAL_PLATFORMS,
  SOCIAL_POST_OUTCOMES,
  type SocialPlatform,
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
  'draft',
];

/**
 * What a member wrote and when it should go out. Its outcome and status follow its deliveries
 * (one per platform, `refreshPostStatus`); Post Now is a post due at once. A draft has no
 * deliveries: its platforms wait in `draftPlatforms` until it is scheduled or posted, when they
 * become deliveries and the draft an ordinary pending post.
 */
@Entity('posts')
@Index('posts_user_id_created_at_idx', ['userId', 'createdAt'])
@Index('posts_created_at_idx', ['createdAt'])
@Index('posts_user_id_source_key_key', ['userId', 'sourceKey'], {
  unique: true,
  where: '"source_key" IS NOT NULL',
})
export class Post {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The token's subject when it was created; never a body field. */
  @Column('uuid')
  userId: string;

  @Column('text')
  text: string;

  /** Null only for a draft not given a time yet. */
  @Column('timestamptz', { nullable: true })
  scheduledTime: Date | null;

  /** A draft's chosen platforms (possibly none); empty once it has deliveries. */
  @Column({
    type: 'enum',
    enum: SOCIAL_PLATFORMS,
    enumName: 'post_draft_platform',
    array: true,
    default: '{}',
  })
  draftPlatforms: SocialPlatform[];

  /**
   * What the draft was made from, such as `blog:<article id>:<article revision>`, so the same
   * share asked twice makes one draft (unique per owner); null for posts a member wrote.
   */
  @Column({ type: 'varchar', length: 200, nullable: true })
  sourceKey: string | null;

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
