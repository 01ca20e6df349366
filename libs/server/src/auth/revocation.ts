import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RedisSettings } from '../config/base-config.js';
import { AppError } from '../errors/app-error.js';
import { answerWithin, REDIS, REDIS_SETTINGS } from '../redis/redis.module.js';

/**
 * How long a service trusts what it last read about a user's "not before" stamp. Every change
 * is also announced over Redis pub/sub, which drops the cached answer at once; the time only
 * bounds how stale an answer can be while that announcement is lost (Redis restarting).
 */
export const REVOCATION_CACHE_MS = 3000;

/** How long a stamp is kept: longer than any access token lives (ACCESS_TOKEN_TTL_SECONDS ≤ 3600). */
export const REVOCATION_KEEP_SECONDS = 3600 + 300;

/** How long a check may wait for Redis before the request is refused. */
const REDIS_WAIT_MS = 1000;

/** Beyond this many users the cache starts over rather than growing without bound. */
const CACHE_MAX_USERS = 10_000;

export class RevocationCheckUnavailableError extends AppError {
  constructor() {
    super(
      'AUTH_CHECK_UNAVAILABLE',
      'We cannot check your sign-in right now. Please try again in a moment.',
      undefined,
      { 'Retry-After': '5' },
    );
  }
}

export class RevocationUnavailableError extends AppError {
  constructor() {
    super(
      'REVOCATION_UNAVAILABLE',
      'We cannot end this person’s current sign-ins right now, so nothing was changed. Please try again in a moment.',
      undefined,
      { 'Retry-After': '5' },
    );
  }
}

/**
 * Per-user "not before" stamps: an access token issued before its user's stamp is refused by
 * every service. The auth service writes a stamp when a user's role changes or they sign out;
 * each service's token check reads it (through a short cache). Stamps are in the auth service's
 * milliseconds and compared with the token's own issue time, so no other clock takes part.
 */
@Injectable()
export class AccessRevocations implements OnModuleInit, OnApplicationShutdown {
  private readonly cache = new Map<string, { notBeforeMs: number; until: number }>();
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SETTINGS) private readonly settings: RedisSettings,
  ) {}

  private key(userId: string): string {
    return `${this.settings.REDIS_PREFIX}:auth:not-before:${userId}`;
  }

  private get channel(): string {
    return `${this.settings.REDIS_PREFIX}:auth:revoked`;
  }

  onModuleInit(): void {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    // On every (re)connection: listen again, and forget what announcements may have been missed.
    subscriber.on('ready', () => {
      this.cache.clear();
      subscriber.subscribe(this.channel).catch(() => undefined);
    });
    subscriber.on('message', (_channel: string, userId: string) => this.cache.delete(userId));
    // The main connection reports Redis trouble (health, the check itself); this one only listens.
    subscriber.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** Refuses every access token of `userId` issued before `atMs`; a 503 without Redis. */
  async revoke(userId: string, atMs: number): Promise<void> {
    try {
      await answerWithin(
        this.redis.set(this.key(userId), String(atMs), 'EX', REVOCATION_KEEP_SECONDS),
        REDIS_WAIT_MS,
      );
    } catch {
      throw new RevocationUnavailableError();
    }
    this.cache.delete(userId);
    await this.redis.publish(this.channel, userId).catch(() => undefined);
  }

  /** Whether a token of `userId` issued at `issuedAtMs` has been revoked since. */
  async isRevoked(userId: string, issuedAtMs: number): Promise<boolean> {
    const now = Date.now();
    let entry = this.cache.get(userId);
    if (!entry || entry.until <= now) {
      const stamp = await this.read(userId);
      entry = { notBeforeMs: stamp, until: now + REVOCATION_CACHE_MS };
      if (this.cache.size >= CACHE_MAX_USERS) this.cache.clear();
      this.cache.set(userId, entry);
    }
    return issuedAtMs < entry.notBeforeMs;
  }

  /** Fails closed: without Redis nobody can say a token is still good, so the request waits. */
  private async read(userId: string): Promise<number> {
    try {
      const value = await answerWithin(this.redis.get(this.key(userId)), REDIS_WAIT_MS);
      return value ? Number(value) : 0;
    } catch {
      throw new RevocationCheckUnavailableError();
    }
  }
}
