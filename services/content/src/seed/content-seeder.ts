import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock, LOGGER } from '@sandglass/server';
import { FALLBACK_PORTFOLIO, readingTime } from '@sandglass/shared';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity.js';
import type { ContentConfig } from '../config.js';
import { PortfolioCompany } from '../portfolio/portfolio-company.entity.js';
import { Program } from '../programs/program.entity.js';
import { TeamMember } from '../team/team-member.entity.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { articleImage, companyLogo, portrait } from './artwork.js';
import { loadSeedContent, type SeedContent } from './seed-data.js';
import { SeedRecord } from './seed-record.entity.js';

export const INITIAL_SEED = 'initial-content';
const SEED_LOCK = 'sandglass:seed:content';
const DAY_MS = 86_400_000;

/**
 * Fills a new database with the sample portfolio (the same list as the front end's fallback),
 * and the team, programs and articles of `services/content/seed/`, with generated images. Runs once per database: replicas that
 * start together queue on an advisory lock, and a record of the seed keeps a later restart
 * from refilling tables an admin emptied. A database that already has content is left alone.
 */
@Injectable()
export class ContentSeeder implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_CONTENT) return;
    const seeded = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK]);
      if (await manager.existsBy(SeedRecord, { name: INITIAL_SEED })) return null;
      const empty =
        !(await manager.exists(PortfolioCompany)) &&
        !(await manager.exists(TeamMember)) &&
        !(await manager.exists(Program)) &&
        !(await manager.exists(BlogPost));
      const content = empty ? await this.seed(manager) : null;
      await manager.insert(SeedRecord, { name: INITIAL_SEED });
      return content;
    });
    if (seeded) {
      this.logger.info(
        {
          companies: FALLBACK_PORTFOLIO.length,
          team: seeded.team.length,
          programs: seeded.programs.length,
          articles: seeded.articles.length,
        },
        'seeded the sample content (SEED_CONTENT=false turns this off)',
      );
    }
  }

  private async seed(manager: EntityManager): Promise<SeedContent> {
    const content = await loadSeedContent();
    const now = this.clock.now();
    const image = async (png: Promise<Buffer>) => (await this.uploads.store(await png)).url;

    const logos = await Promise.all(
      FALLBACK_PORTFOLIO.map((_, index) => image(companyLogo(index))),
    );
    await manager.insert(
      PortfolioCompany,
      FALLBACK_PORTFOLIO.map((company, index) => ({ ...company, logo: logos[index] })),
    );

    const photos = await Promise.all(
      content.team.map((member) => (member.portrait ? image(portrait(member.portrait)) : null)),
    );
    const team = await manager.save(
      TeamMember,
      content.team.map((member, index) => ({
        slug: member.slug,
        name: member.name,
        title: member.title,
        bio: member.bio,
        photoUrl: photos[index],
        linkedinUrl: member.linkedinUrl,
        twitterUrl: member.twitterUrl,
        sortOrder: (index + 1) * 10,
      })),
    );
    const authorIds = new Map(team.map((member) => [member.slug, member.id]));

    await manager.insert(
      Program,
      content.programs.map(({ deadlineInDays, ...program }, index) => ({
        ...program,
        applicationDeadline:
          deadlineInDays === null
            ? null
            : new Date(now.getTime() + deadlineInDays * DAY_MS).toISOString().slice(0, 10),
        sortOrder: (index + 1) * 10,
      })),
    );

    const featured = await Promise.all(
      content.articles.map((article) => image(articleImage(article.slug, article.category))),
    );
    await manager.insert(
      BlogPost,
      content.articles.map((article, index) => {
        const publishedAt = new Date(now.getTime() - article.daysAgo * DAY_MS);
        return {
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          body: article.body,
          category: article.category,
          tags: article.tags,
          featuredImageUrl: featured[index],
          authorId: authorIds.get(article.author) ?? null,
          status: 'published' as const,
          publishedAt,
          seoTitle: null,
          seoDescription: article.seoDescription,
          readingTime: readingTime(article.body),
          viewCount: 0,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
    return content;
  }
}
