import { Module, type DynamicModule } from '@nestjs/common';
import { HealthModule, LoggingModule } from '@sandglass/server';
import type { GatewayConfig } from './config.js';
import { GatewayHealthController } from './health/gateway-health.controller.js';
import { ServiceHealthChecks } from './health/service-health.js';
import { ServiceProxy } from './proxy/service-proxy.js';
import { RateLimitRedisHealth, RateLimitRedisModule } from './rate-limit/rate-limit-redis.js';
import { RateLimits } from './rate-limit/rate-limits.js';
import { ArticleChanges } from './site/article-changes.js';
import { GATEWAY_CONFIG } from './tokens.js';

/**
 * Every part is a provider Nest builds and closes. Two Redis connections: the rate limits' and
 * the one ArticleChanges listens on.
 */
@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        LoggingModule.forRoot('gateway', config.LOG_LEVEL),
        RateLimitRedisModule.forRoot(config.REDIS_URL),
        HealthModule.forRoot('gateway', [RateLimitRedisHealth]),
      ],
      controllers: [GatewayHealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        RateLimits,
        ServiceProxy,
        ServiceHealthChecks,
        ArticleChanges,
      ],
    };
  }
}
