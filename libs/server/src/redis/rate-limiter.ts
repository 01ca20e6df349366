import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { REDIS_REQUEST_WAIT_MS } from './redis.module.js';

export interface RateLimit {
  /** The counters' Redis key prefix (under REDIS_PREFIX). */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** A limit as `redisRateLimiter` makes it: `consume` rejects with a RateLimiterRes past it. */
export type RedisRateLimiter = RLWrapperTimeouts;

/**
 * A limit counted in Redis, so every replica shares it. When Redis fails, or does not answer
 * within REDIS_REQUEST_WAIT_MS (stalled, paused, failing over), this replica counts in memory
 * instead: rate-limiter-flexible's insurance limiter, reached on errors by RateLimiterRedis and
 * on slowness by its timeouts wrapper. Requests are neither let through unlimited nor kept
 * waiting on Redis.
 */
export function redisRateLimiter(redis: Redis, limit: RateLimit): RedisRateLimiter {
  const { keyPrefix, points, durationSeconds: duration } = limit;
  return new RLWrapperTimeouts({
    limiter: new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points, duration }),
    }),
    timeoutMs: REDIS_REQUEST_WAIT_MS,
  });
}
