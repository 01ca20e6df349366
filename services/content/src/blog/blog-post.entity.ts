import {
  BLOG_CATEGORY_IDS,
  BLOG_POST_STATUSES,
  type BlogCategoryId,
  type BlogPostStatus,
} from '@sandglass/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { TeamMember } from '../team/team-member.entity.js';

/** An article. The Markdown is stored as written; blog.mapper.ts renders (and sanitises) it. */
@Entity('blog_posts')
@Index('blog_posts_listing_idx', ['status', 'publishedAt', 'createdAt'])
// At most one article is featured: the database holds the rule, whatever the writes race.
@Index('blog_posts_featured_key', ['featured'], { unique: true, where: '"featured"' })
export class BlogPost {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('blog_posts_slug_key', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 500 })
  excerpt: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'enum', enum: BLOG_CATEGORY_IDS, enumName: 'blog_category' })
  category: BlogCategoryId;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  featuredImageUrl: string | null;

  @Index('blog_posts_author_id_idx')
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => TeamMember, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'blog_posts_author_id_fkey' })
  author?: TeamMember | null;

  @Column({
    type: 'enum',
    enum: BLOG_POST_STATUSES,
    enumName: 'blog_post_status',
    default: 'draft',
  })
  status: BlogPostStatus;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'varchar', length: 70, nullable: true })
  seoTitle: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  seoDescription: string | null;

  /** Minutes, computed from the body on every write. */
  @Column({ type: 'integer' })
  readingTime: number;

  @Column({ type: 'integer', default: 0 })
  viewCount: number;

  /** The article Insights shows first; at most one is (see blog_posts_featured_key). */
  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
