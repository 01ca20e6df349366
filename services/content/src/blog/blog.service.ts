import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Clock, containsPattern, type AuthUser } from '@sandglass/server';
import {
  readingTime,
  SLUG_PATTERN,
  type BlogCategoryId,
  type BlogListStatus,
  type BlogPostInput,
  type BlogPostStatus,
  type BlogPostSummary,
} from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { isForeignKeyViolation } from '../common/database-errors.js';
import { definedFields } from '../common/defined-fields.js';
import { saveWithSlug } from '../common/slugs.js';
import { TeamService } from '../team/team.service.js';
import { BlogPost } from './blog-post.entity.js';
import {
  BlogPostIdNotFoundError,
  BlogPostNotFoundError,
  BlogSlugTakenError,
  DraftsNeedAdminError,
  DraftsNeedSignInError,
  UnknownAuthorError,
} from './blog.errors.js';

const SLUG_KEY = 'blog_posts_slug_key';
export const BLOG_LIST_DEFAULT = 100;

/**
 * What a listing needs (everything but the body, which can be long), read as raw rows with
 * the API's field names: building entities cost more than the query itself here.
 */
const SUMMARY_COLUMNS: Array<[string, keyof SummaryRow]> = [
  ['post.id', 'id'],
  ['post.slug', 'slug'],
  ['post.title', 'title'],
  ['post.excerpt', 'excerpt'],
  ['post.category', 'category'],
  ['post.featuredImageUrl', 'featuredImageUrl'],
  ['post.publishedAt', 'publishedAt'],
  ['post.createdAt', 'createdAt'],
  ['post.readingTime', 'readingTime'],
  ['post.viewCount', 'viewCount'],
  ['post.tags', 'tags'],
  ['post.status', 'status'],
  ['author.id', 'authorId'],
  ['author.name', 'authorName'],
  ['author.title', 'authorTitle'],
  ['author.photoUrl', 'authorPhotoUrl'],
];

interface SummaryRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryId;
  featuredImageUrl: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  readingTime: number;
  viewCount: number;
  tags: string[];
  status: BlogPostStatus;
  authorId: string | null;
  authorName: string | null;
  authorTitle: string | null;
  authorPhotoUrl: string | null;
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    featuredImageUrl: row.featuredImageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    readingTime: row.readingTime,
    viewCount: row.viewCount,
    tags: row.tags ?? [],
    author: row.authorId
      ? {
          id: row.authorId,
          name: row.authorName ?? '',
          title: row.authorTitle ?? '',
          photoUrl: row.authorPhotoUrl,
        }
      : null,
    status: row.status,
  };
}

export interface BlogListOptions {
  status?: BlogListStatus;
  category?: BlogCategoryId;
  limit?: number;
  page?: number;
  q?: string;
}

const isAdmin = (viewer: AuthUser | null) => viewer?.role === 'admin';

@Injectable()
export class BlogService {
  constructor(
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    private readonly team: TeamService,
    private readonly clock: Clock,
  ) {}

  /** Published posts, newest first; admins may ask for drafts or everything. */
  async list(
    options: BlogListOptions,
    viewer: AuthUser | null,
  ): Promise<{ posts: BlogPostSummary[]; total: number }> {
    const status = options.status ?? 'published';
    if (status !== 'published' && !isAdmin(viewer)) {
      throw viewer ? new DraftsNeedAdminError() : new DraftsNeedSignInError();
    }
    const query = this.posts
      .createQueryBuilder('post')
      .leftJoin('post.author', 'author')
      .select([]);
    for (const [column, alias] of SUMMARY_COLUMNS) query.addSelect(column, alias);
    query
      // Never-published drafts (no publishedAt) come first in an admin's list.
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.createdAt', 'DESC')
      // limit, not take: the author join adds no rows, so one plain LIMIT query is enough
      // (take would first select the ids in a separate DISTINCT query).
      .limit(options.limit ?? BLOG_LIST_DEFAULT)
      .offset(((options.page ?? 1) - 1) * (options.limit ?? BLOG_LIST_DEFAULT));
    if (status !== 'all') query.andWhere('post.status = :status', { status });
    if (options.category)
      query.andWhere('post.category = :category', { category: options.category });
    if (options.q) {
      query.andWhere('(post.title ILIKE :pattern OR post.summary ILIKE :pattern)', {
        pattern: containsPattern(options.q),
      });
    }
    const [rows, total] = await Promise.all([query.getRawMany<SummaryRow>(), query.getCount()]);
    return { posts: rows.map(toSummary), total };
  }

  /**
   * A published post, counting the view when asked; drafts only for admins (whose reads never
   * count).
   */
  async read(slug: string, viewer: AuthUser | null, countView = true): Promise<BlogPost> {
    if (!SLUG_PATTERN.test(slug)) throw new BlogPostNotFoundError();
    const post = await this.posts.findOne({ where: { slug }, relations: { author: true } });
    if (!post || (post.status !== 'published' && !isAdmin(viewer))) {
      throw new BlogPostNotFoundError();
    }
    if (countView && post.status === 'published' && !isAdmin(viewer)) {
      // Plain SQL: TypeORM's increment would also touch updatedAt, and a read is no edit.
      await this.posts.query(
        `UPDATE ${this.posts.metadata.tablePath} SET view_count = view_count + 1 WHERE id = $1`,
        [post.id],
      );
      post.viewCount += 1;
    }
    return post;
  }

  async create(input: BlogPostInput): Promise<BlogPost> {
    const { slug, ...fields } = input;
    const post = this.posts.create({
      tags: [],
      featuredImageUrl: null,
      authorId: null,
      status: 'draft',
      publishedAt: null,
      seoTitle: null,
      seoDescription: null,
      viewCount: 0,
      ...this.columns(fields),
    });
    return this.save(post, slug);
  }

  async update(id: string, input: Partial<BlogPostInput>): Promise<BlogPost> {
    const post = await this.posts.findOneBy({ id });
    if (!post) throw new BlogPostIdNotFoundError();
    const { slug, ...fields } = input;
    Object.assign(post, this.columns(fields));
    return this.save(post, slug);
  }

  async remove(id: string): Promise<void> {
    const result = await this.posts.delete({ id });
    if (!result.affected) throw new BlogPostIdNotFoundError();
  }

  private columns(fields: Partial<Omit<BlogPostInput, 'slug'>>): Partial<BlogPost> {
    const { publishedAt, body, ...rest } = definedFields(fields);
    return {
      ...rest,
      ...(body !== undefined ? { body, readingTime: readingTime(body) } : {}),
      ...(publishedAt !== undefined
        ? { publishedAt: publishedAt === null ? null : new Date(publishedAt) }
        : {}),
    };
  }

  /**
   * Saves after the rules every write shares: a published post always has a publication
   * time (now, when none was given), and the author must be a team member.
   */
  private async save(post: BlogPost, requestedSlug?: string): Promise<BlogPost> {
    if (post.status === 'published' && !post.publishedAt) post.publishedAt = this.clock.now();
    if (post.authorId && !(await this.team.exists(post.authorId))) throw new UnknownAuthorError();
    try {
      const saved = await saveWithSlug({
        repository: this.posts,
        constraint: SLUG_KEY,
        // An edit keeps the post's slug unless a new one is chosen; a new post gets one made.
        requested: requestedSlug ?? (post.slug || undefined),
        source: post.title,
        fallback: 'article',
        save: (slug) => {
          post.slug = slug;
          return this.posts.save(post);
        },
        taken: (slug) => new BlogSlugTakenError(slug),
      });
      return await this.posts.findOneOrFail({
        where: { id: saved.id },
        relations: { author: true },
      });
    } catch (error) {
      // The author was removed between the check above and the write.
      if (isForeignKeyViolation(error)) throw new UnknownAuthorError();
      throw error;
    }
  }
}
