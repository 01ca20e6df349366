import { Module, type DynamicModule } from '@nestjs/common';
import {
  Clock,
  DatabaseModule,
  HEALTH_CHECK_DATABASE,
  HEALTH_CHECK_REDIS,
  HealthModule,
  JwtVerifyModule,
  LoggingModule,
  MetricsModule,
  RedisModule,
  userDeletionProviders,
} from '@sandglass/server';
import { ImageInspector } from '@sandglass/server/uploads';
import { SocialAccountDataController } from './account-data/account-data.controller.js';
import { SocialAccountData } from './account-data/account-data.service.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountsService } from './accounts/accounts.service.js';
import type { SocialConfig } from './config.js';
import { SocialCoreModule } from './core.module.js';
import { SOCIAL_DATABASE } from './database.js';
import { AiClient } from './generate/ai-client.js';
import { GenerateController } from './generate/generate.controller.js';
import { MediaController } from './media/media.controller.js';
import { MediaService } from './media/media.service.js';
import { PlatformsModule } from './platforms/platforms.module.js';
import { CampaignStats } from './posts/campaign-stats.js';
import { PostRules } from './posts/post-rules.js';
import { PostsController } from './posts/posts.controller.js';
import { EventsController } from './posts/events.controller.js';
import { PostOwners } from './posts/post-owners.js';
import { UserDirectory } from './common/user-directory.js';
import { PostsService } from './posts/posts.service.js';
import { DraftsController } from './posts/drafts.controller.js';
import { SharedDrafts, SharedDraftsController } from './posts/shared-drafts.js';
import { PostStatsController } from './post-stats/post-stats.controller.js';
import { PostStatsService } from './post-stats/post-stats.service.js';
import { AdminQueueController, PublishingModule } from './publishing/index.js';
import { SlotsController } from './slots/slots.controller.js';
import { SlotsService } from './slots/slots.service.js';

/** The social API process. It adds jobs to the queue; the worker process runs them. */
@Module({})
export class SocialAppModule {
  /** `clock` replaces the real clock (tests move time with it). */
  static forRoot(config: SocialConfig, clock?: Clock): DynamicModule {
    return {
      module: SocialAppModule,
      imports: [
        LoggingModule.forRoot('social', config.LOG_LEVEL),
        MetricsModule.forRoot('social'),
        DatabaseModule.forRoot({ url: config.DATABASE_URL, ...SOCIAL_DATABASE }),
        RedisModule.forRoot(config),
        PublishingModule.forRoot(config),
        SocialCoreModule.forRoot(config, clock),
        PlatformsModule.forRoot(config),
        JwtVerifyModule.forRoot(config),
        HealthModule.forRoot('social', [HEALTH_CHECK_DATABASE, HEALTH_CHECK_REDIS]),
      ],
      controllers: [
        SocialAccountDataController,
        AccountsController,
        PostsController,
        DraftsController,
        SharedDraftsController,
        MediaController,
        PostStatsController,
        GenerateController,
        EventsController,
        AdminQueueController,
        SlotsController,
      ],
      providers: [
        AccountsService,
        PostRules,
        CampaignStats,
        PostsService,
        PostOwners,
        UserDirectory,
        SharedDrafts,
        MediaService,
        ImageInspector,
        PostStatsService,
        AiClient,
        SlotsService,
        ...userDeletionProviders('social', SocialAccountData),
      ],
    };
  }
}
