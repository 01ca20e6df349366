import { Inject, Injectable } from '@nestjs/common';
import {
  answerWithin,
  Clock,
  LOGGER,
  REDIS,
  REDIS_REQUEST_WAIT_MS,
  redisRateLimiter,
  type RedisRateLimiter,
} from '@sandglass/server';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from 'pino';
import type { AiConfig } from '../config.js';
import { AI_CONFIG } from '../tokens.js';
import {
  AiBudgetExhaustedError,
  AiLimitsUnavailableError,
  AiRateLimitedError,
} from './usage.errors.js';

const DAY_MS = 86_400_000;

/**
 * Per-user limits on generations: how many may start per minute, and how many tokens may be
 * spent per UTC day. Counters live in Redis under REDIS_PREFIX so every replica shares them.
 *
 * The budget is checked before a generation and charged after it (only then is the real
 * token count known), so generations running side by side can overshoot it by at most
 * their own size; AI_MAX_OUTPUT_TOKENS bounds that.
 *
 * Without Redis (or with Redis not answering within REDIS_REQUEST_WAIT_MS) the budget cannot be
 * read, and a generation is refused at once with a 503 sentence rather than let through
 * unmetered (or kept waiting on reconnects). A charge that Redis does not take in that time is
 * logged, and the answer goes out without waiting for it.
 */
@Injectable()
export class UsageLimits {
  private readonly perMinute: RedisRateLimiter;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    // Without Redis, or with Redis slow to answer, each replica counts on its own rather than
    // letting everything through.
    this.perMinute = redisRateLimiter(redis, {
      keyPrefix: `${config.REDIS_PREFIX}:ai:rate`,
      points: config.AI_RATE_LIMIT_PER_MINUTE,
      durationSeconds: 60,
    });
  }

  /** Refuses with a 429 when the user has spent today's tokens or started too many this minute. */
  async admit(userId: string): Promise<void> {
    const budget = this.config.AI_DAILY_TOKEN_BUDGET;
    if ((await this.spentToday(userId)) >= budget) {
      throw new AiBudgetExhaustedError(budget, this.secondsToMidnight());
    }
    try {
      await this.perMinute.consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new AiRateLimitedError(
        this.config.AI_RATE_LIMIT_PER_MINUTE,
        Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      );
    }
  }

  /** Adds a finished generation's tokens to the user's count for today. */
  async charge(userId: string, tokens: number): Promise<void> {
    if (tokens <= 0) return;
    const key = this.budgetKey(userId);
    try {
      await answerWithin(
        this.redis
          .multi()
          .incrby(key, tokens)
          .pexpire(key, 2 * DAY_MS)
          .exec(),
        REDIS_REQUEST_WAIT_MS,
      );
    } catch (error) {
      this.logger.warn({ err: error, userId, tokens }, 'could not count AI tokens');
    }
  }

  async spentToday(userId: string): Promise<number> {
    try {
      return (
        Number(await answerWithin(this.redis.get(this.budgetKey(userId)), REDIS_REQUEST_WAIT_MS)) ||
        0
      );
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'could not read the AI token count');
      throw new AiLimitsUnavailableError();
    }
  }

  private budgetKey(userId: string): string {
    const day = this.clock.now().toISOString().slice(0, 10);
    return `${this.config.REDIS_PREFIX}:ai:tokens:${userId}:${day}`;
  }

  private secondsToMidnight(): number {
    const now = this.clock.now().getTime();
    return Math.max(1, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000));
  }
}
