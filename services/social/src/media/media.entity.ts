import { SOCIAL_MEDIA_TYPES, type SocialMediaType } from '@sandglass/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An image a member uploaded for their posts. The bytes live in the row (`bytea`): social
 * replicas and workers share no disk, the worker uploads them to X and LinkedIn, and Meta
 * fetches them by URL from any API replica; at ≤ 5 MB and ≤ 4 per post Postgres holds them
 * well, and a post and its images are backed up and restored together.
 */
@Entity('media')
@Index('media_user_id_created_at_idx', ['userId', 'createdAt'])
export class Media {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @Column({ type: 'enum', enum: SOCIAL_MEDIA_TYPES, enumName: 'media_content_type' })
  contentType: SocialMediaType;

  @Column('integer')
  width: number;

  @Column('integer')
  height: number;

  @Column('integer')
  byteSize: number;

  /** Not selected unless asked for: lists and checks never need the bytes. */
  @Column({ type: 'bytea', select: false })
  data: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
