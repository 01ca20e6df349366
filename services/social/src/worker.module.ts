import { Module, type DynamicModule, type Type } from '@nestjs/common';
import {
  DatabaseModule,
  HEALTH_CHECK_DATABASE,
  HEALTH_CHECK_REDIS,
  heartbeatProviders,
  LoggingModule,
  MailModule,
  MetricsModule,
  RedisModule,
} from '@sandglass/server';
import type { SocialConfig } from './config.js';
import { SocialCoreModule } from './core.module.js';
import { SOCIAL_DATABASE } from './database.js';
import { PlatformsModule } from './platforms/platforms.module.js';
import { ALERT_HANDLERS, ALERT_PROVIDERS } from './alerts/index.js';
import {
  PUBLISHING_HANDLERS,
  PublishingModule,
  SocialPublishWorker,
  type SocialPublishJobHandler,
} from './publishing/index.js';

/** Every job the worker runs: publishing's and the alerts'. */
export const WORKER_HANDLERS: Type<SocialPublishJobHandler>[] = [
  ...PUBLISHING_HANDLERS,
  ...ALERT_HANDLERS,
];

/**
 * The worker process: the same database and queue modules as the API, no HTTP server but the
 * internal one for GET /metrics (METRICS_HOST:METRICS_PORT); its liveness is a heartbeat file
 * (HEARTBEAT_FILE) written while the database, Redis and the queue worker are well. What it runs
 * is the publishing module's worker part (its jobs, the queue worker, the job schedulers).
 */
@Module({})
export class SocialWorkerModule {
  static forRoot(
    config: SocialConfig,
    handlers: Type<SocialPublishJobHandler>[] = WORKER_HANDLERS,
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
        // Alert mails (a failed post, an account to reconnect, a sign-in about to lapse).
        MailModule.forRoot(config),
        PublishingModule.forWorker(config, handlers, ALERT_PROVIDERS),
        SocialCoreModule.forRoot(config),
        PlatformsModule.forRoot(config),
      ],
      providers: [
        ...heartbeatProviders('social-worker', config.HEARTBEAT_FILE, [
          HEALTH_CHECK_DATABASE,
          HEALTH_CHECK_REDIS,
          SocialPublishWorker,
        ]),
      ],
    };
  }
}
