import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { RedisSettings } from '../config/base-config.js';
import { HEALTH_CHECK_REDIS, type HealthCheck } from '../health/health-check.js';

export const REDIS = Symbol('REDIS');
export const REDIS_SETTINGS = Symbol('REDIS_SETTINGS');

/** Options for a connection that fails fast instead of queueing commands while Redis is away. */
export function redisOptions(): RedisOptions {
  return {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  };
}

/**
 * `command`'s answer, or a rejection once `ms` have passed: with Redis away, ioredis retries and
 * reconnects for seconds, while a request that depends on Redis should say so at once.
 */
export async function answerWithin<T>(command: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      command,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
class RedisHealthCheck implements HealthCheck {
  readonly name = 'redis';
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async check(): Promise<void> {
    await this.redis.ping();
  }
}

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** One shared ioredis client (`@Inject(REDIS)`) plus the settings to derive key prefixes from. */
@Module({})
export class RedisModule {
  static forRoot(settings: RedisSettings): DynamicModule {
    return {
      module: RedisModule,
      global: true,
      providers: [
        { provide: REDIS_SETTINGS, useValue: settings },
        { provide: REDIS, useFactory: () => new Redis(settings.REDIS_URL, redisOptions()) },
        { provide: HEALTH_CHECK_REDIS, useClass: RedisHealthCheck },
        RedisCloser,
      ],
      exports: [REDIS, REDIS_SETTINGS, HEALTH_CHECK_REDIS],
    };
  }
}
