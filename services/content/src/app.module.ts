import { Module, type DynamicModule } from '@nestjs/common';
import {
  Clock,
  MailModule,
  serviceInfrastructure,
  userDeletionProviders,
  WebhookOutboxModule,
} from '@sandglass/server';
import { ContentAccountDataController } from './account-data/account-data.controller.js';
import { ContentAccountData } from './account-data/account-data.service.js';
import { ImageInspector } from '@sandglass/server/uploads';
import { AdminModule } from './admin/admin.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { BlogChanges } from './blog/blog-changes.js';
import { BlogController } from './blog/blog.controller.js';
import { BlogRepository } from './blog/blog.repository.js';
import { SocialShare } from './blog/social-share.js';
import { BlogService } from './blog/blog.service.js';
import type { ContentConfig } from './config.js';
import { ContactController } from './contact/contact.controller.js';
import { ContactRepository } from './contact/contact.repository.js';
import { ContactService } from './contact/contact.service.js';
import { CONTENT_DATABASE } from './database.js';
import { FeedsController } from './feeds/feeds.controller.js';
import { FeedsService } from './feeds/feeds.service.js';
import { NewsletterController } from './newsletter/newsletter.controller.js';
import { NewsletterIssuesController } from './newsletter/newsletter-issues.controller.js';
import { NewsletterIssuesRepository } from './newsletter/newsletter-issues.repository.js';
import { NewsletterIssuesScheduler } from './newsletter/newsletter-issues.scheduler.js';
import { NewsletterIssuesService } from './newsletter/newsletter-issues.service.js';
import { NewsletterRepository } from './newsletter/newsletter.repository.js';
import { NewsletterService } from './newsletter/newsletter.service.js';
import { PortfolioController } from './portfolio/portfolio.controller.js';
import { PortfolioRepository } from './portfolio/portfolio.repository.js';
import { PortfolioService } from './portfolio/portfolio.service.js';
import { ApplicationsController } from './programs/applications.controller.js';
import { ApplicationsRepository } from './programs/applications.repository.js';
import { ApplicationsService } from './programs/applications.service.js';
import { ProgramsController } from './programs/programs.controller.js';
import { ProgramsRepository } from './programs/programs.repository.js';
import { ProgramsService } from './programs/programs.service.js';
import { ContentSeeder } from './seed/content-seeder.js';
import { TeamController } from './team/team.controller.js';
import { TeamRepository } from './team/team.repository.js';
import { TeamService } from './team/team.service.js';
import { CONTENT_CONFIG } from './tokens.js';
import { DiskUploadStorage, UploadStorage } from './uploads/upload-storage.js';
import { UploadsController } from './uploads/uploads.controller.js';
import { UploadsService } from './uploads/uploads.service.js';

@Module({})
export class ContentAppModule {
  /** `clock` replaces the real clock (tests use it to move time forward). */
  static forRoot(config: ContentConfig, clock: Clock = new Clock()): DynamicModule {
    return {
      module: ContentAppModule,
      imports: [
        ...serviceInfrastructure('content', config, CONTENT_DATABASE),
        MailModule.forRoot(config),
        WebhookOutboxModule.forRoot(config),
        AnalyticsModule.forRoot(config, clock),
        AdminModule,
      ],
      controllers: [
        ContentAccountDataController,
        PortfolioController,
        TeamController,
        ProgramsController,
        ApplicationsController,
        BlogController,
        ContactController,
        NewsletterController,
        NewsletterIssuesController,
        UploadsController,
        FeedsController,
      ],
      providers: [
        { provide: CONTENT_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        ...userDeletionProviders('content', ContentAccountData),
        { provide: UploadStorage, useValue: new DiskUploadStorage(config.UPLOADS_DIR) },
        ImageInspector,
        UploadsService,
        PortfolioRepository,
        PortfolioService,
        TeamRepository,
        TeamService,
        ProgramsRepository,
        ProgramsService,
        ApplicationsRepository,
        ApplicationsService,
        BlogRepository,
        BlogChanges,
        BlogService,
        SocialShare,
        ContactRepository,
        ContactService,
        NewsletterRepository,
        NewsletterService,
        NewsletterIssuesRepository,
        NewsletterIssuesService,
        NewsletterIssuesScheduler,
        FeedsService,
        ContentSeeder,
      ],
    };
  }
}
