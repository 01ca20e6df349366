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

/**
 * Options for the shared connection: while Redis is away, commands wait in the offline queue
 * for the reconnection (a blip goes unnoticed) and fail after one retry; a caller that must
 * answer at once bounds the wait with answerWithin. The gateway's rate-limit connection is the
 * one that fails fast (no offline queue, no retries).
 */
export function redisOptions(): RedisOptions {
  return {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  };
}

/**
 * How long a request may wait on one Redis call (a token check, a rate-limit count) before it
 * falls back: Redis answers in about a millisecond, so this only ever runs out when Redis is
 * away or stalled (a failover, `CLIENT PAUSE`, a blocked server), and then every request would
 * otherwise wait for it.
 */
export const REDIS_REQUEST_WAIT_MS = 200;

/**
 * `command`'s answer, or a rejection once `ms` have passed: with Redis away or stalled, ioredis
 * retries, reconnects or simply waits for seconds, while a request that depends on Redis should
 * say so at once. The rejection waits for the event loop's next round of I/O, so an answer that
 * arrived while the process was busy (a loaded machine) still wins over the timer.
 */
export async function answerWithin<T>(command: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      command,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => setImmediate(() => reject(new Error(`Redis did not answer within ${ms} ms`))),
          ms,
        );
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
