import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import type { RedisSettings } from '@sandglass/server';
import { SOCIAL_PUBLISH_QUEUE } from './social-publish.queue.js';

/** Connects to Redis for BullMQ and registers the social-publish queue. */
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
      exports: [BullModule],
    };
  }
}
