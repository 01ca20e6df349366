import { Module, type DynamicModule } from '@nestjs/common';
import { HealthModule, LoggingModule, MetricsModule } from '@sandglass/server';
import type { GatewayConfig } from './config.js';
import { GatewayHealthController } from './health/gateway-health.controller.js';
import { ServiceHealthChecks } from './health/service-health.js';
import { ServiceProxy } from './proxy/service-proxy.js';
import { resolveWithSystem, type ResolveHost } from './proxy/upstream-pool.js';
import { RateLimitRedisHealth, RateLimitRedisModule } from './rate-limit/rate-limit-redis.js';
import { RateLimits } from './rate-limit/rate-limits.js';
import { ArticleChanges } from './site/article-changes.js';
import { GATEWAY_CONFIG, RESOLVE_HOST } from './tokens.js';

/**
 * Every part is a provider Nest builds and closes. Two Redis connections: the rate limits' and
 * the one ArticleChanges listens on.
 */
@Module({})
export class GatewayModule {
  /** `resolve` replaces the system's resolver (tests name their own replicas). */
  static forRoot(config: GatewayConfig, resolve: ResolveHost = resolveWithSystem): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        LoggingModule.forRoot('gateway', config.LOG_LEVEL),
        // On a port of its own: the public port never answers /metrics.
        MetricsModule.forRoot('gateway', config.metricsListener),
        RateLimitRedisModule.forRoot(config.REDIS_URL),
        HealthModule.forRoot('gateway', [RateLimitRedisHealth]),
      ],
      controllers: [GatewayHealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: RESOLVE_HOST, useValue: resolve },
        RateLimits,
        ServiceProxy,
        ServiceHealthChecks,
        ArticleChanges,
      ],
    };
  }
}
