import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { bullConnection, type RedisSettings } from '@sandglass/server';
import { PublishQueue } from '../publishing/publish-queue.js';
import { SOCIAL_PUBLISH_QUEUE } from './social-publish.queue.js';

/**
 * Connects to Redis for BullMQ, registers the social-publish queue and offers `PublishQueue`,
 * which the API (after a post is saved) and the worker (retries, the sweep) add jobs with.
 */
@Module({})
export class QueueModule {
  static forRoot(settings: RedisSettings): DynamicModule {
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot(bullConnection(settings)),
        BullModule.registerQueue({ name: SOCIAL_PUBLISH_QUEUE }),
      ],
      providers: [PublishQueue],
      exports: [BullModule, PublishQueue],
    };
  }
}
