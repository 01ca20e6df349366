import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { bullConnection, type RedisSettings } from '@sandglass/server';
import { AccountTokens } from '../connected-accounts/account-tokens.js';
import { DeliveryStore } from './delivery-store.js';
import { PublishDeliveryJob } from './publish-delivery.job.js';
import { PublishQueue } from './publish-queue.js';
import { PublishingSchedules } from './publishing-schedules.js';
import { PublishingService } from './publishing.service.js';
import { RefreshMetricsJob } from './refresh-metrics.job.js';
import { RefreshTokensJob } from './refresh-tokens.job.js';
import {
  SOCIAL_PUBLISH_HANDLERS,
  SOCIAL_PUBLISH_QUEUE,
  type SocialPublishJobHandler,
} from './social-publish.queue.js';
import { SocialPublishWorker } from './social-publish.worker.js';
import { SweepDeliveriesJob } from './sweep-deliveries.job.js';

/** Every job the worker runs, by its handler. */
export const PUBLISHING_HANDLERS: Type<SocialPublishJobHandler>[] = [
  PublishDeliveryJob,
  SweepDeliveriesJob,
  RefreshTokensJob,
  RefreshMetricsJob,
];

/**
 * Publishing (ARCHITECTURE.md "Social publishing"): deliveries, the post status they add up to,
 * the social-publish queue on Redis (BullMQ), and in the worker the jobs that drain it. The rest
 * of the service calls `PublishingService` only.
 */
@Module({})
export class PublishingModule {
  /** The API's part: the queue, and PublishingService, which posts and accounts call. */
  static forRoot(settings: RedisSettings): DynamicModule {
    return {
      module: PublishingModule,
      imports: [
        BullModule.forRoot(bullConnection(settings)),
        BullModule.registerQueue({ name: SOCIAL_PUBLISH_QUEUE }),
      ],
      providers: [PublishQueue, PublishingService],
      exports: [BullModule, PublishingService],
    };
  }

  /**
   * The worker's part: the same, the job handlers, the queue worker that hands them their jobs
   * (exported: the worker's heartbeat checks it) and the job schedulers (the sweep, the token
   * refresh, the metrics refresh, the expiry warning). `handlers` are every job's (the alerts
   * feature adds its own); `providers` what they and the deliveries need beside these (`ALERTS`,
   * common/alerts.ts).
   */
  static forWorker(
    settings: RedisSettings,
    handlers: Type<SocialPublishJobHandler>[],
    providers: Provider[],
  ): DynamicModule {
    const api = PublishingModule.forRoot(settings);
    return {
      ...api,
      providers: [
        ...(api.providers ?? []),
        DeliveryStore,
        AccountTokens,
        PublishingSchedules,
        ...providers,
        ...handlers,
        {
          provide: SOCIAL_PUBLISH_HANDLERS,
          useFactory: (...instances: SocialPublishJobHandler[]) => instances,
          inject: handlers,
        },
        SocialPublishWorker,
      ],
      exports: [...(api.exports ?? []), SocialPublishWorker],
    };
  }
}
