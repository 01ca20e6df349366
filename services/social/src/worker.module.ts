import { Module, type DynamicModule, type Type } from '@nestjs/common';
import {
  DatabaseModule,
  HEALTH_CHECK_DATABASE,
  HEALTH_CHECK_REDIS,
  heartbeatProviders,
  LoggingModule,
  MetricsModule,
  RedisModule,
} from '@sandglass/server';
import { AccountTokens } from './accounts/account-tokens.js';
import type { SocialConfig } from './config.js';
import { SocialCoreModule } from './core.module.js';
import { SOCIAL_DATABASE } from './database.js';
import { PlatformsModule } from './platforms/platforms.module.js';
import { DeliveryStore } from './publishing/delivery-store.js';
import { PublishDeliveryJob } from './publishing/publish-delivery.job.js';
import { PublishingSchedules } from './publishing/publishing-schedules.js';
import { RefreshTokensJob } from './publishing/refresh-tokens.job.js';
import { SweepDeliveriesJob } from './publishing/sweep-deliveries.job.js';
import { QueueModule } from './queue/queue.module.js';
import {
  SOCIAL_PUBLISH_HANDLERS,
  type SocialPublishJobHandler,
} from './queue/social-publish.queue.js';
import { SocialPublishWorker } from './queue/social-publish.worker.js';

/** Every job the worker runs, by its handler. */
export const PUBLISHING_HANDLERS: Type<SocialPublishJobHandler>[] = [
  PublishDeliveryJob,
  SweepDeliveriesJob,
  RefreshTokensJob,
];

/**
 * The worker process: the same database and queue modules as the API, no HTTP server but the
 * internal one for GET /metrics (METRICS_HOST:METRICS_PORT); its liveness is a heartbeat file
 * (HEARTBEAT_FILE) written while the database, Redis and the queue worker are well.
 */
@Module({})
export class SocialWorkerModule {
  static forRoot(
    config: SocialConfig,
    handlers: Type<SocialPublishJobHandler>[] = PUBLISHING_HANDLERS,
  ): DynamicModule {
    return {
      module: SocialWorkerModule,
      imports: [
        LoggingModule.forRoot('social-worker', config.LOG_LEVEL),
        MetricsModule.forRoot('social-worker', config.metricsListener),
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          ...SOCIAL_DATABASE,
          // A job holds a connection only for its short queries, never while the platform
          // answers, so a few connections serve many jobs in flight.
          poolSize: Math.min(config.WORKER_CONCURRENCY + 2, 25),
        }),
        RedisModule.forRoot(config),
        QueueModule.forRoot(config),
        SocialCoreModule.forRoot(config),
        PlatformsModule.forRoot(config),
      ],
      providers: [
        DeliveryStore,
        AccountTokens,
        PublishingSchedules,
        ...handlers,
        {
          provide: SOCIAL_PUBLISH_HANDLERS,
          useFactory: (...instances: SocialPublishJobHandler[]) => instances,
          inject: handlers,
        },
        SocialPublishWorker,
        ...heartbeatProviders('social-worker', config.HEARTBEAT_FILE, [
          HEALTH_CHECK_DATABASE,
          HEALTH_CHECK_REDIS,
          SocialPublishWorker,
        ]),
      ],
    };
  }
}
