import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { redisOptions, type HealthCheck } from '@sandglass/server';
import { Redis } from 'ioredis';

/** The Redis connection the rate-limit counters live in; the gateway's only one. */
export const RATE_LIMIT_REDIS = Symbol('RATE_LIMIT_REDIS');

/**
 * Waits (briefly) for the connection, so counting starts in Redis rather than in the
 * in-memory fallback; if Redis is away at start-up the gateway starts anyway. Commands fail at
 * once while Redis is away (no offline queue, no retries), a stalled Redis is waited on for
 * REDIS_REQUEST_WAIT_MS at most (redisRateLimiter), and the limiter's in-memory insurance counts
 * instead.
 */
export async function connectRateLimitRedis(url: string): Promise<Redis> {
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

/** Health of the Redis the limits count in (not of some other connection). */
@Injectable()
export class RateLimitRedisHealth implements HealthCheck, OnApplicationShutdown {
  readonly name = 'redis';

  constructor(@Inject(RATE_LIMIT_REDIS) private readonly redis: Redis) {}

  async check(): Promise<void> {
    await this.redis.ping();
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

/** The connection and its health check, for the limits, /health and /api/health alike. */
@Module({})
export class RateLimitRedisModule {
  static forRoot(url: string): DynamicModule {
    return {
      module: RateLimitRedisModule,
      global: true,
      providers: [
        { provide: RATE_LIMIT_REDIS, useFactory: () => connectRateLimitRedis(url) },
        RateLimitRedisHealth,
      ],
      exports: [RATE_LIMIT_REDIS, RateLimitRedisHealth],
    };
  }
}
