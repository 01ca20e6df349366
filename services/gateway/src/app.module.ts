import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  createLogger,
  HEALTH_CHECK_REDIS,
  HealthModule,
  RedisModule,
  redisOptions,
} from '@sandglass/server';
import { Redis } from 'ioredis';
import type { GatewayConfig } from './config.js';
import { HealthController } from './health/health.controller.js';
import { ServiceProxy } from './proxy/service-proxy.js';
import { RateLimits } from './rate-limit/rate-limits.js';
import { serviceRoutes, serviceUrls } from './routes.js';
import { GATEWAY_CONFIG } from './tokens.js';

/** Rate-limit counters fail fast when Redis is away (the in-memory fallback takes over). */
const RATE_LIMIT_REDIS = Symbol('RATE_LIMIT_REDIS');

/**
 * Waits (briefly) for the connection, so counting starts in Redis rather than in the
 * in-memory fallback; if Redis is away at start-up the gateway starts anyway.
 */
async function connectRateLimitRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    ...redisOptions(),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise((resolve) => redis.once('ready', resolve)),
    new Promise((resolve) => (timer = setTimeout(resolve, 2000))),
  ]);
  clearTimeout(timer);
  return redis;
}

@Injectable()
class RateLimitRedisCloser implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_REDIS) private readonly redis: Redis) {}
  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [RedisModule.forRoot(config), HealthModule.forRoot('gateway', [HEALTH_CHECK_REDIS])],
      controllers: [HealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        {
          provide: RATE_LIMIT_REDIS,
          useFactory: () => connectRateLimitRedis(config.REDIS_URL),
        },
        RateLimitRedisCloser,
        {
          provide: RateLimits,
          useFactory: (redis: Redis) => new RateLimits(redis, config),
          inject: [RATE_LIMIT_REDIS],
        },
        {
          provide: ServiceProxy,
          useFactory: () =>
            new ServiceProxy({
              routes: serviceRoutes(config),
              urls: serviceUrls(config),
              connectTimeoutMs: config.CONNECT_TIMEOUT_MS,
              bodyLimitBytes: config.BODY_LIMIT_BYTES,
              logger: createLogger('gateway', config.LOG_LEVEL),
            }),
        },
      ],
    };
  }
}
