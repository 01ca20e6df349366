import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogPost } from '../blog/blog-post.entity.js';
import { ContactSubmission } from '../contact/contact-submission.entity.js';
import { PortfolioCompany } from '../portfolio/portfolio-company.entity.js';
import { TeamMember } from '../team/team-member.entity.js';
import { AdminOverviewController } from './admin-overview.controller.js';
import { AdminOverviewService } from './admin-overview.service.js';

/** What the admin console reads across the content features: the overview's counts. */
@Module({
  imports: [TypeOrmModule.forFeature([PortfolioCompany, TeamMember, BlogPost, ContactSubmission])],
  controllers: [AdminOverviewController],
  providers: [AdminOverviewService],
})
export class AdminModule {}
