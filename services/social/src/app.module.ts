import { Module, type DynamicModule } from '@nestjs/common';
import {
  DatabaseModule,
  HEALTH_CHECK_DATABASE,
  HEALTH_CHECK_REDIS,
  HealthModule,
  JwtVerifyModule,
  RedisModule,
} from '@sandglass/server';
import type { SocialConfig } from './config.js';
import { SOCIAL_DATABASE } from './database.js';
import { QueueModule } from './queue/queue.module.js';

/** The social API process. It adds jobs to the queue; the worker process runs them. */
@Module({})
export class SocialAppModule {
  static forRoot(config: SocialConfig): DynamicModule {
    return {
      module: SocialAppModule,
      imports: [
        DatabaseModule.forRoot({ url: config.DATABASE_URL, ...SOCIAL_DATABASE }),
        RedisModule.forRoot(config),
        QueueModule.forRoot(config),
        JwtVerifyModule.forRoot(config),
        HealthModule.forRoot('social', [HEALTH_CHECK_DATABASE, HEALTH_CHECK_REDIS]),
      ],
    };
  }
}
