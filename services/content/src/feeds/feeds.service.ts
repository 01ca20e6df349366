import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BLOG_CATEGORIES } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity.js';
import type { ContentConfig } from '../config.js';
import { PortfolioCompany } from '../portfolio/portfolio-company.entity.js';
import { Program } from '../programs/program.entity.js';
import { TeamMember } from '../team/team-member.entity.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { xml } from './xml.js';

/** The site's public pages (spec section 2), with the content each one shows. */
const PAGES: Array<{ path: string; shows: Array<'portfolio' | 'team' | 'programs' | 'blog'> }> = [
  { path: '/', shows: ['portfolio', 'team', 'programs', 'blog'] },
  { path: '/investment-thesis', shows: [] },
  { path: '/portfolio', shows: ['portfolio'] },
  { path: '/team', shows: ['team'] },
  { path: '/programs', shows: ['programs'] },
  { path: '/insights', shows: ['blog'] },
  { path: '/contact', shows: [] },
];

export const FEED_ITEMS_MAX = 50;
const SITEMAP_ARTICLES_MAX = 5000;

const categoryLabel = (id: string) =>
  BLOG_CATEGORIES.find((category) => category.id === id)?.label ?? id;

/** Where an article lives on the site. */
export const articlePath = (slug: string) => `/insights/${slug}`;

@Injectable()
export class FeedsService {
  constructor(
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @InjectRepository(PortfolioCompany) private readonly companies: Repository<PortfolioCompany>,
    @InjectRepository(TeamMember) private readonly members: Repository<TeamMember>,
    @InjectRepository(Program) private readonly programs: Repository<Program>,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  /**
   * Every public page and published article. A page's lastmod is the newest change to what
   * it shows; pages of fixed copy (the thesis, contact) have none to claim.
   */
  async sitemap(): Promise<string> {
    const [articles, changed] = await Promise.all([
      this.posts
        .createQueryBuilder('post')
        .select(['post.slug', 'post.updatedAt'])
        .where("post.status = 'published'")
        .orderBy('post.publishedAt', 'DESC')
        .take(SITEMAP_ARTICLES_MAX)
        .getMany(),
      this.lastChanges(),
    ]);
    const url = (path: string, lastmod?: Date) =>
      `  <url><loc>${xml(this.config.siteUrl + path)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
      }</url>`;
    const pages = PAGES.map((page) => {
      const dates = page.shows.map((kind) => changed[kind]).filter((date) => date !== null);
      const lastmod = dates.length
        ? new Date(Math.max(...dates.map((date) => date.getTime())))
        : undefined;
      return url(page.path, lastmod);
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages,
      ...articles.map((post) => url(articlePath(post.slug), post.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  /** RSS 2.0 of the newest published articles. */
  async rss(): Promise<string> {
    const posts = await this.posts.find({
      where: { status: 'published' },
      relations: { author: true },
      select: {
        id: true,
        slug: true,
        title: true,
        excerpt: true,
        category: true,
        tags: true,
        publishedAt: true,
        updatedAt: true,
        author: { id: true, name: true },
      },
      order: { publishedAt: 'DESC' },
      take: FEED_ITEMS_MAX,
    });
    const site = this.config.siteUrl;
    const title = `${this.config.FIRM_NAME} – AI Investment Insights`;
    const newest = posts[0]?.publishedAt ?? new Date(0);
    const items = posts.map((post) => {
      const link = xml(site + articlePath(post.slug));
      return [
        '    <item>',
        `      <title>${xml(post.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${xml(post.excerpt)}</description>`,
        `      <pubDate>${(post.publishedAt ?? post.updatedAt).toUTCString()}</pubDate>`,
        ...(post.author ? [`      <dc:creator>${xml(post.author.name)}</dc:creator>`] : []),
        `      <category>${xml(categoryLabel(post.category))}</category>`,
        ...(post.tags ?? []).map((tag) => `      <category>${xml(tag)}</category>`),
        '    </item>',
      ].join('\n');
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      '  <channel>',
      `    <title>${xml(title)}</title>`,
      `    <link>${xml(`${site}/insights`)}</link>`,
      `    <atom:link href="${xml(`${site}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
      `    <description>${xml(`Perspectives on AI, venture capital and company building from ${this.config.FIRM_NAME}.`)}</description>`,
      '    <language>en-us</language>',
      `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
  }

  private async lastChanges(): Promise<
    Record<'portfolio' | 'team' | 'programs' | 'blog', Date | null>
  > {
    const newest = async (repository: Repository<{ updatedAt: Date }>, where?: string) => {
      const query = repository.createQueryBuilder('row').select('MAX(row.updatedAt)', 'newest');
      if (where) query.where(where);
      const row = await query.getRawOne<{ newest: Date | null }>();
      return row?.newest ? new Date(row.newest) : null;
    };
    const [portfolio, team, programs, blog] = await Promise.all([
      newest(this.companies),
      newest(this.members),
      newest(this.programs),
      newest(this.posts, "row.status = 'published'"),
    ]);
    return { portfolio, team, programs, blog };
  }
}
