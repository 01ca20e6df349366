import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Clock } from '@sandglass/server';
import {
  ANALYTICS_VISIT_TIMEOUT_MINUTES,
  type AnalyticsEventInput,
  type AnalyticsOverview,
} from '@sandglass/shared';
import type { DataSource, Repository } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity.js';
import type { ContentConfig } from '../config.js';
import { ContactSubmission } from '../contact/contact-submission.entity.js';
import { PortfolioCompany } from '../portfolio/portfolio-company.entity.js';
import { TeamMember } from '../team/team-member.entity.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { countryOf, readAgent, referrerHost, splitPath } from './analytics-source.js';
import { VisitorSalts } from './visitor-salts.js';

/** Who sent an event, as far as analytics may know: never stored as such. */
export interface AnalyticsClient {
  /** The address the gateway vouches for (X-Forwarded-For from a private address). */
  ip: string;
  userAgent: string | undefined;
  /** Do Not Track or Global Privacy Control was sent. */
  optedOut: boolean;
}

const isPortfolioPath = (path: string) => path === '/portfolio' || path.startsWith('/portfolio/');

/**
 * One statement per event, so concurrent events of one visitor line up on the visitor's row:
 * the visitor's open visit is continued, or a new one started after 30 minutes of silence;
 * the visit's counters move on (its source, device and country are written only when it starts);
 * the event is stored with its visit.
 */
const RECORD = `
WITH visitor AS (
  INSERT INTO content.analytics_visitors AS v (visitor, visit_id, last_seen_at)
  SELECT $1, $2, $3
  -- An event is not worth a wait for the disk: this statement's commit does not wait for its
  -- WAL to be flushed, so a crash of the database machine may lose the last fraction of a second
  -- of analytics (never anything else, and never corrupting it).
  FROM (SELECT set_config('synchronous_commit', 'off', true)) AS unflushed
  ON CONFLICT (visitor) DO UPDATE SET
    visit_id = CASE WHEN v.last_seen_at < $3 - interval '${ANALYTICS_VISIT_TIMEOUT_MINUTES} minutes'
                    THEN EXCLUDED.visit_id ELSE v.visit_id END,
    last_seen_at = GREATEST(v.last_seen_at, EXCLUDED.last_seen_at)
  RETURNING visit_id
), visit AS (
  INSERT INTO content.analytics_visits AS s (
    id, visitor, started_at, last_seen_at, page_views, entry_path, referrer,
    utm_source, utm_medium, utm_campaign, utm_term, device, browser, os, country,
    portfolio, learn_more, contact)
  SELECT visit_id, $1, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17
  FROM visitor
  ON CONFLICT (id) DO UPDATE SET
    last_seen_at = GREATEST(s.last_seen_at, EXCLUDED.last_seen_at),
    page_views = s.page_views + EXCLUDED.page_views,
    portfolio = s.portfolio OR EXCLUDED.portfolio,
    learn_more = s.learn_more OR EXCLUDED.learn_more,
    contact = s.contact OR EXCLUDED.contact
  RETURNING id
)
INSERT INTO content.analytics_events (type, path, value, meta, created_at, visit_id)
SELECT $18, $5, $19, $20, $3, id FROM visit`;

@Injectable()
export class AnalyticsService {
  private readonly siteHost: string;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(PortfolioCompany) private readonly companies: Repository<PortfolioCompany>,
    @InjectRepository(TeamMember) private readonly members: Repository<TeamMember>,
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @InjectRepository(ContactSubmission)
    private readonly submissions: Repository<ContactSubmission>,
    private readonly salts: VisitorSalts,
    private readonly clock: Clock,
    @Inject(CONTENT_CONFIG) config: ContentConfig,
  ) {
    this.siteHost = new URL(config.siteUrl).host;
  }

  /**
   * Stores the events (in order) under the sender's visit, and nothing about who sent them: the
   * address and the User-Agent only feed the day's visitor hash, the device and the country.
   * Bots, headless browsers and visitors asking not to be tracked are not recorded at all.
   */
  async record(events: AnalyticsEventInput[], client: AnalyticsClient): Promise<void> {
    if (client.optedOut) return;
    const agent = readAgent(client.userAgent);
    if (!agent) return;
    const visitor = await this.salts.visitor(client.ip, client.userAgent!);
    const country = countryOf(client.ip);
    for (const event of events) {
      const { path, utm } = splitPath(event.path);
      const isPageView = event.type === 'page_view';
      await this.db.query(RECORD, [
        visitor,
        randomUUID(),
        this.clock.now(),
        isPageView ? 1 : 0,
        path,
        isPageView ? referrerHost(event.referrer, this.siteHost) : null,
        isPageView ? utm.utmSource : null,
        isPageView ? utm.utmMedium : null,
        isPageView ? utm.utmCampaign : null,
        isPageView ? utm.utmTerm : null,
        agent.device,
        agent.browser,
        agent.os,
        country,
        isPageView && isPortfolioPath(path),
        event.type === 'conversion',
        event.type === 'contact_submitted',
        event.type,
        event.value ?? null,
        event.meta ?? null,
      ]);
    }
  }

  async overview(): Promise<AnalyticsOverview> {
    const [portfolioCompanies, teamMembers, blogPosts, contactSubmissions] = await Promise.all([
      this.companies.count(),
      this.members.count(),
      this.posts.count(),
      this.submissions.count(),
    ]);
    return { portfolioCompanies, teamMembers, blogPosts, contactSubmissions };
  }
}
