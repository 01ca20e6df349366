import { Injectable } from '@nestjs/common';
import { Clock, ValidationFailedError, type AuthUser } from '@sandglass/server';
import {
  isSlug,
  readingTime,
  type BlogCategoryId,
  type BlogListStatus,
  type BlogPostInput,
  type BlogPostSummary,
} from '@sandglass/shared';
import { isForeignKeyViolation } from '../common/database-errors.js';
import { definedFields } from '../common/defined-fields.js';
import { TeamService } from '../team/team.service.js';
import type { BlogPost } from './blog-post.entity.js';
import { BlogChanges } from './blog-changes.js';
import {
  BlogPostIdNotFoundError,
  BlogPostNotFoundError,
  BlogSlugTakenError,
  DraftsNeedAdminError,
  DraftsNeedSignInError,
  UnknownAuthorError,
} from './blog.errors.js';
import { toBlogPostSummary } from './blog.mapper.js';
import { BlogRepository } from './blog.repository.js';

export const BLOG_LIST_DEFAULT = 100;

export interface BlogListOptions {
  status?: BlogListStatus;
  category?: BlogCategoryId;
  limit?: number;
  page?: number;
  q?: string;
}

const isAdmin = (viewer: AuthUser | null) => viewer?.role === 'admin';

/** "Share on social" links to the article, so the article must be published. */
function assertShareable(post: BlogPost): void {
  if (post.status === 'published') return;
  throw new ValidationFailedError([
    {
      field: 'shareToSocial',
      message:
        'Share on social links to the article, so publish it (status published) or leave Share on social off.',
    },
  ]);
}

/**
 * The blog's rules: who may read drafts, what a write must hold, and that every write is
 * announced (BlogChanges) before it is answered. Queries are BlogRepository's.
 */
@Injectable()
export class BlogService {
  constructor(
    private readonly posts: BlogRepository,
    private readonly team: TeamService,
    private readonly clock: Clock,
    private readonly changes: BlogChanges,
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
    const limit = options.limit ?? BLOG_LIST_DEFAULT;
    const { rows, total } = await this.posts.listSummaries({
      status: status === 'all' ? undefined : status,
      category: options.category,
      q: options.q,
      limit,
      offset: ((options.page ?? 1) - 1) * limit,
    });
    return { posts: rows.map(toBlogPostSummary), total };
  }

  /**
   * A published post, counting the view when asked; drafts only for admins (whose reads never
   * count).
   */
  async read(slug: string, viewer: AuthUser | null, countView = true): Promise<BlogPost> {
    if (!isSlug(slug)) throw new BlogPostNotFoundError();
    const post = await this.posts.findBySlug(slug);
    if (!post || (post.status !== 'published' && !isAdmin(viewer))) {
      throw new BlogPostNotFoundError();
    }
    if (countView && post.status === 'published' && !isAdmin(viewer)) {
      await this.posts.countView(post.id);
      post.viewCount += 1;
    }
    return post;
  }

  /** `share`: the caller asked to share it on social, which needs it published. */
  async create(input: BlogPostInput, share = false): Promise<BlogPost> {
    const { slug, ...fields } = input;
    const post = this.posts.build(this.columns(fields));
    if (share) assertShareable(post);
    const { post: saved, unfeatured } = await this.save(post, slug);
    await this.changes.announce(saved.slug, ...unfeatured);
    return saved;
  }

  async update(id: string, input: Partial<BlogPostInput>, share = false): Promise<BlogPost> {
    const post = await this.posts.findById(id);
    if (!post) throw new BlogPostIdNotFoundError();
    const previousSlug = post.slug;
    const { slug, ...fields } = input;
    Object.assign(post, this.columns(fields));
    if (share) assertShareable(post);
    const { post: saved, unfeatured } = await this.save(post, slug);
    // A new slug frees the old address too.
    await this.changes.announce(previousSlug, saved.slug, ...unfeatured);
    return saved;
  }

  async remove(id: string): Promise<void> {
    const slug = await this.posts.delete(id);
    if (slug === undefined) throw new BlogPostIdNotFoundError();
    await this.changes.announce(slug);
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
  private async save(
    post: BlogPost,
    requestedSlug?: string,
  ): Promise<{ post: BlogPost; unfeatured: string[] }> {
    if (post.status === 'published' && !post.publishedAt) post.publishedAt = this.clock.now();
    if (post.authorId && !(await this.team.exists(post.authorId))) throw new UnknownAuthorError();
    try {
      // An edit keeps the post's slug unless a new one is chosen; a new post gets one made.
      return await this.posts.saveWithSlug(
        post,
        requestedSlug ?? (post.slug || undefined),
        (slug) => new BlogSlugTakenError(slug),
      );
    } catch (error) {
      // The author was removed between the check above and the write.
      if (isForeignKeyViolation(error)) throw new UnknownAuthorError();
      throw error;
    }
  }
}
