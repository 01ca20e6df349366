import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { DatabaseModule, RedisModule } from '@sandglass/server';
import type { SocialConfig } from './config.js';
import { SOCIAL_DATABASE } from './database.js';
import { QueueModule } from './queue/queue.module.js';
import {
  SOCIAL_PUBLISH_HANDLERS,
  type SocialPublishJobHandler,
} from './queue/social-publish.queue.js';
import { SocialPublishWorker } from './queue/social-publish.worker.js';

/** The worker process: the same database and queue modules as the API, no HTTP server. */
@Module({})
export class SocialWorkerModule {
  static forRoot(
    config: SocialConfig,
    handlers: Type<SocialPublishJobHandler>[] = [],
  ): DynamicModule {
    return {
      module: SocialWorkerModule,
      imports: [
        DatabaseModule.forRoot({ url: config.DATABASE_URL, ...SOCIAL_DATABASE }),
        RedisModule.forRoot(config),
        QueueModule.forRoot(config),
      ],
      providers: [
        ...handlers,
        {
          provide: SOCIAL_PUBLISH_HANDLERS,
          useFactory: (...instances: SocialPublishJobHandler[]) => instances,
          inject: handlers,
        },
        SocialPublishWorker,
      ],
    };
  }
}
