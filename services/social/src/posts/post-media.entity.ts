import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Media } from '../media/media.entity.js';
import type { Post } from './post.entity.js';

/** The images of a post, in the member's order. */
@Entity('post_media')
@Index('post_media_media_id_idx', ['mediaId'])
export class PostMedia {
  @PrimaryColumn('uuid')
  postId: string;

  /** 0 for the first image. */
  @PrimaryColumn('smallint')
  position: number;

  @Column('uuid')
  mediaId: string;

  @ManyToOne('Post', (post: Post) => post.media, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'post_id' })
  post?: Post;

  @ManyToOne('Media', { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'media_id' })
  media?: Media;
}
