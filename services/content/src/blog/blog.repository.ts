import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { containsPattern } from '@sandglass/server';
import type { BlogCategoryId, BlogPostStatus } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { saveWithSlug } from '../common/slugs.js';
import { BlogPost } from './blog-post.entity.js';
import type { BlogSummarySource } from './blog.mapper.js';

const SLUG_KEY = 'blog_posts_slug_key';

export interface BlogListFilter {
  /** Leave out for every status. */
  status?: BlogPostStatus;
  category?: BlogCategoryId;
  /** Matches the title or excerpt anywhere, ignoring case. */
  q?: string;
  limit: number;
  offset: number;
}

/** The columns a listing reads (everything but the body, which can be long). */
const SUMMARY_COLUMNS = {
  id: 'post.id',
  slug: 'post.slug',
  title: 'post.title',
  excerpt: 'post.excerpt',
  category: 'post.category',
  featuredImageUrl: 'post.featuredImageUrl',
  publishedAt: 'post.publishedAt',
  createdAt: 'post.createdAt',
  readingTime: 'post.readingTime',
  viewCount: 'post.viewCount',
  tags: 'post.tags',
  status: 'post.status',
  featured: 'post.featured',
  authorId: 'author.id',
  authorName: 'author.name',
  authorTitle: 'author.title',
  authorPhotoUrl: 'author.photoUrl',
} as const;

type SummaryRow = Omit<BlogSummarySource, 'author'> & {
  authorId: string | null;
  authorName: string | null;
  authorTitle: string | null;
  authorPhotoUrl: string | null;
};

/** Every query of the blog: the service holds the rules, this holds the SQL. */
@Injectable()
export class BlogRepository {
  constructor(@InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>) {}

  /**
   * One page, newest first, never-published drafts (no publishedAt) first of all, and how many
   * match in all. Read as raw rows: building entities cost more than the query itself here.
   */
  async listSummaries(
    filter: BlogListFilter,
  ): Promise<{ rows: BlogSummarySource[]; total: number }> {
    const query = this.posts
      .createQueryBuilder('post')
      .leftJoin('post.author', 'author')
      .select([]);
    for (const [alias, column] of Object.entries(SUMMARY_COLUMNS)) query.addSelect(column, alias);
    query
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.createdAt', 'DESC')
      // limit, not take: the author join adds no rows, so one plain LIMIT query is enough
      // (take would first select the ids in a separate DISTINCT query).
      .limit(filter.limit)
      .offset(filter.offset);
    if (filter.status) query.andWhere('post.status = :status', { status: filter.status });
    if (filter.category) query.andWhere('post.category = :category', { category: filter.category });
    if (filter.q) {
      query.andWhere('(post.title ILIKE :pattern OR post.excerpt ILIKE :pattern)', {
        pattern: containsPattern(filter.q),
      });
    }
    const [raw, total] = await Promise.all([query.getRawMany<SummaryRow>(), query.getCount()]);
    const rows = raw.map(({ authorId, authorName, authorTitle, authorPhotoUrl, ...post }) => ({
      ...post,
      author: authorId
        ? {
            id: authorId,
            name: authorName ?? '',
            title: authorTitle ?? '',
            photoUrl: authorPhotoUrl,
          }
        : null,
    }));
    return { rows, total };
  }

  findBySlug(slug: string): Promise<BlogPost | null> {
    return this.posts.findOne({ where: { slug }, relations: { author: true } });
  }

  findById(id: string): Promise<BlogPost | null> {
    return this.posts.findOneBy({ id });
  }

  /** Counts a read. Plain SQL: TypeORM's increment would also touch updatedAt, and a read is no edit. */
  async countView(id: string): Promise<void> {
    await this.posts.query(
      `UPDATE ${this.posts.metadata.tablePath} SET view_count = view_count + 1 WHERE id = $1`,
      [id],
    );
  }

  /** A post not yet saved, with the defaults of a new draft under `fields`. */
  build(fields: Partial<BlogPost>): BlogPost {
    return this.posts.create({
      tags: [],
      featuredImageUrl: null,
      authorId: null,
      status: 'draft',
      publishedAt: null,
      seoTitle: null,
      seoDescription: null,
      viewCount: 0,
      featured: false,
      ...fields,
    });
  }

  /**
   * Saves with a unique slug: `requested` when given (`taken` says why not when another post
   * has it), else one made from the title. Answers the post as read back, with its author.
   */
  async saveWithSlug(
    post: BlogPost,
    requested: string | undefined,
    taken: (slug: string) => Error,
  ): Promise<{ post: BlogPost; unfeatured: string[] }> {
    const unfeatured: string[] = [];
    const saved = await saveWithSlug({
      repository: this.posts,
      constraint: SLUG_KEY,
      row: post,
      requested,
      source: post.title,
      fallback: 'article',
      taken,
      // Featuring one article un-features the one before, in the same transaction. Plain SQL:
      // losing the place is no edit of that article (its updatedAt stays).
      before: async (manager) => {
        if (!post.featured) return;
        const [rows] = (await manager.query(
          `UPDATE ${this.posts.metadata.tablePath} SET featured = false
           WHERE featured AND id IS DISTINCT FROM $1 RETURNING slug`,
          [post.id ?? null],
        )) as [{ slug: string }[], number];
        unfeatured.push(...rows.map((row) => row.slug));
      },
    });
    const read = await this.posts.findOneOrFail({
      where: { id: saved.id },
      relations: { author: true },
    });
    return { post: read, unfeatured };
  }

  /** The slug of the post deleted; undefined when none had that id. */
  async delete(id: string): Promise<string | undefined> {
    const result = await this.posts
      .createQueryBuilder()
      .delete()
      .where('id = :id', { id })
      .returning('slug')
      .execute();
    return (result.raw as { slug: string }[])[0]?.slug;
  }
}
