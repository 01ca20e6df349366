import { Module, type DynamicModule } from '@nestjs/common';
import {
  DatabaseModule,
  HEALTH_CHECK_DATABASE,
  HealthModule,
  JwtVerifyModule,
} from '@sandglass/server';
import type { ContentConfig } from './config.js';
import { CONTENT_DATABASE } from './database.js';

@Module({})
export class ContentAppModule {
  static forRoot(config: ContentConfig): DynamicModule {
    return {
      module: ContentAppModule,
      imports: [
        DatabaseModule.forRoot({ url: config.DATABASE_URL, ...CONTENT_DATABASE }),
        JwtVerifyModule.forRoot(config),
        HealthModule.forRoot('content', [HEALTH_CHECK_DATABASE]),
      ],
    };
  }
}
