import {
  BLOG_CATEGORY_IDS,
  BLOG_POST_STATUSES,
  type BlogAuthor,
  type BlogCategoryId,
  type BlogPost as BlogPostBody,
  type BlogPostStatus,
  type BlogPostSummary,
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
import { renderMarkdown } from './markdown.js';

/** An article. The Markdown is stored as written and rendered (and sanitised) when read. */
@Entity('blog_posts')
@Index('blog_posts_listing_idx', ['status', 'publishedAt', 'createdAt'])
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

export function toBlogAuthor(member: TeamMember | null | undefined): BlogAuthor | null {
  if (!member) return null;
  return { id: member.id, name: member.name, title: member.title, photoUrl: member.photoUrl };
}

export function toBlogPostSummary(post: BlogPost): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    featuredImageUrl: post.featuredImageUrl,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    readingTime: post.readingTime,
    viewCount: post.viewCount,
    tags: post.tags ?? [],
    author: toBlogAuthor(post.author),
    status: post.status,
  };
}

/** The whole article, its Markdown rendered and sanitised on the way out. */
export function toBlogPost(post: BlogPost): BlogPostBody {
  return {
    ...toBlogPostSummary(post),
    body: post.body,
    bodyHtml: renderMarkdown(post.body),
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    updatedAt: post.updatedAt.toISOString(),
  };
}
