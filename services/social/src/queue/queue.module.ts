import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import type { RedisSettings } from '@sandglass/server';
import { PublishQueue } from '../publishing/publish-queue.js';
import { SOCIAL_PUBLISH_QUEUE } from './social-publish.queue.js';

/**
 * Connects to Redis for BullMQ, registers the social-publish queue and offers `PublishQueue`,
 * which the API (after a post is saved) and the worker (retries, the sweep) add jobs with.
 */
@Module({})
export class QueueModule {
  static forRoot(settings: RedisSettings): DynamicModule {
    const url = new URL(settings.REDIS_URL);
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({
          connection: {
            host: url.hostname,
            port: Number(url.port || 6379),
            username: url.username || undefined,
            password: url.password ? decodeURIComponent(url.password) : undefined,
            db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
            tls: url.protocol === 'rediss:' ? {} : undefined,
            maxRetriesPerRequest: null,
          },
          prefix: `${settings.REDIS_PREFIX}:bull`,
        }),
        BullModule.registerQueue({ name: SOCIAL_PUBLISH_QUEUE }),
      ],
      providers: [PublishQueue],
      exports: [BullModule, PublishQueue],
    };
  }
}
