import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AnalyticsOverview } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { BlogPost } from '../blog/blog-post.entity.js';
import { ContactSubmission } from '../contact/contact-submission.entity.js';
import { PortfolioCompany } from '../portfolio/portfolio-company.entity.js';
import { TeamMember } from '../team/team-member.entity.js';

/** The admin console's overview: how many rows each part of the site has. */
@Injectable()
export class AdminOverviewService {
  constructor(
    @InjectRepository(PortfolioCompany) private readonly companies: Repository<PortfolioCompany>,
    @InjectRepository(TeamMember) private readonly members: Repository<TeamMember>,
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
    @InjectRepository(ContactSubmission)
    private readonly submissions: Repository<ContactSubmission>,
  ) {}

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
