import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AnalyticsEventInput, AnalyticsOverview } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity.js';
import { ContactSubmission } from '../contact/contact-submission.entity.js';
import { PortfolioCompany } from '../portfolio/portfolio-company.entity.js';
import { TeamMember } from '../team/team-member.entity.js';
import { AnalyticsEvent } from './analytics-event.entity.js';

@Injectable()
export class AnalyticsService {
  constructor(
    @InjectRepository(AnalyticsEvent) private readonly events: Repository<AnalyticsEvent>,
    @InjectRepository(PortfolioCompany) private readonly companies: Repository<PortfolioCompany>,
    @InjectRepository(TeamMember) private readonly members: Repository<TeamMember>,
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @InjectRepository(ContactSubmission)
    private readonly submissions: Repository<ContactSubmission>,
  ) {}

  /** Stores the event as sent, and nothing about who sent it. */
  async record(event: AnalyticsEventInput): Promise<void> {
    await this.events.insert({
      type: event.type,
      path: event.path,
      value: event.value ?? null,
      meta: event.meta ?? null,
    });
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
