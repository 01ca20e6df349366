import { Module, type DynamicModule } from '@nestjs/common';
import {
  DatabaseModule,
  HEALTH_CHECK_DATABASE,
  HealthModule,
  JwtVerifyModule,
} from '@sandglass/server';
import type { AiConfig } from './config.js';
import { AI_DATABASE } from './database.js';

@Module({})
export class AiAppModule {
  static forRoot(config: AiConfig): DynamicModule {
    return {
      module: AiAppModule,
      imports: [
        DatabaseModule.forRoot({ url: config.DATABASE_URL, ...AI_DATABASE }),
        JwtVerifyModule.forRoot(config),
        HealthModule.forRoot('ai', [HEALTH_CHECK_DATABASE]),
      ],
    };
  }
}
