import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { RedisSettings } from '../config/base-config.js';
import { AppError } from '../errors/app-error.js';
import {
  answerWithin,
  REDIS,
  REDIS_REQUEST_WAIT_MS,
  REDIS_SETTINGS,
} from '../redis/redis.module.js';

/**
 * How long a service trusts what it last read about a user or a session. Every change is also
 * announced over Redis pub/sub, which drops the cached answer at once; the time only bounds how
 * stale an answer can be while that announcement is lost (Redis restarting).
 */
export const REVOCATION_CACHE_MS = 3000;

/** How long a revocation is kept: longer than any access token lives (ACCESS_TOKEN_TTL_SECONDS ≤ 3600). */
export const REVOCATION_KEEP_SECONDS = 3600 + 300;

/** Beyond this many cached users and sessions the cache starts over rather than growing. */
const CACHE_MAX_ENTRIES = 10_000;

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

/** What the check needs to know about an access token. */
export interface IssuedAccessToken {
  userId: string;
  /** The `sid` claim: the sign-in (or other grant) the token was issued for, if it names one. */
  sessionId?: string;
  /** The token's own issue time, in the auth service's milliseconds. */
  issuedAtMs: number;
}

/** Why a token is refused: its user's tokens were all ended, or its session was. */
export type Revocation = 'user' | 'session';

/**
 * One thing that can be revoked, named as it is announced and cached (`user:<id>`,
 * `session:<id>`), with the Redis key that holds when it was: the user's "not before" stamp,
 * or when the session ended (ms).
 */
interface Subject {
  name: string;
  key: string;
}

/**
 * Ends access tokens before they expire, in every service:
 * - per user, a "not before" stamp: a token of that user issued earlier is refused (a role
 *   change; every sign-in of the user carries on with its next refresh);
 * - per session, an end: every token carrying that session's id as its `sid` claim is refused,
 *   whenever it was issued (a sign-out, a replayed refresh token). A session id is the id of
 *   whatever grant issues tokens with a `sid` (a sign-in today); ids are UUIDs, so grants of
 *   different kinds never collide.
 * The auth service writes them to Redis and announces each on one pub/sub channel; each
 * service's token check reads them (one round trip for both, then a short cache). Stamps are in
 * the auth service's milliseconds and compared with the token's own issue time, so no other
 * clock takes part. Without Redis nothing can be said about a token, so the check fails closed.
 */
@Injectable()
export class AccessRevocations implements OnModuleInit, OnApplicationShutdown {
  private readonly cache = new Map<string, { atMs: number | null; until: number }>();
  /** Moves on with every announcement, so a read that raced one is not cached. */
  private announcements = 0;
  private subscriber?: Redis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SETTINGS) private readonly settings: RedisSettings,
  ) {}

  /** Redis `<prefix>:auth:not-before:<user id>`. */
  private user(userId: string): Subject {
    return {
      name: `user:${userId}`,
      key: `${this.settings.REDIS_PREFIX}:auth:not-before:${userId}`,
    };
  }

  /** Redis `<prefix>:auth:session-ended:<session id>`. */
  private session(sessionId: string): Subject {
    return {
      name: `session:${sessionId}`,
      key: `${this.settings.REDIS_PREFIX}:auth:session-ended:${sessionId}`,
    };
  }

  private get channel(): string {
    return `${this.settings.REDIS_PREFIX}:auth:revoked`;
  }

  onModuleInit(): void {
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    // On every (re)connection: listen again, and forget what announcements may have been missed.
    subscriber.on('ready', () => {
      this.forget();
      subscriber.subscribe(this.channel).catch(() => undefined);
    });
    subscriber.on('message', (_channel: string, name: string) => this.forget(name));
    // The main connection reports Redis trouble (health, the check itself); this one only listens.
    subscriber.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** Refuses every access token of `userId` issued before `atMs`; a 503 without Redis. */
  revokeUser(userId: string, atMs: number): Promise<void> {
    return this.write(this.user(userId), atMs);
  }

  /**
   * Refuses every access token whose `sid` is `sessionId`, from now on, whenever it was issued;
   * a 503 without Redis.
   */
  revokeSession(sessionId: string): Promise<void> {
    return this.write(this.session(sessionId), Date.now());
  }

  /** Whether the token was revoked since it was issued, and by which revocation. */
  async revocationOf(token: IssuedAccessToken): Promise<Revocation | null> {
    const user = this.user(token.userId);
    const session = token.sessionId ? this.session(token.sessionId) : undefined;
    const known = await this.read(session ? [user, session] : [user]);
    const notBeforeMs = known.get(user.name);
    if (notBeforeMs != null && token.issuedAtMs < notBeforeMs) return 'user';
    if (session && known.get(session.name) != null) return 'session';
    return null;
  }

  private async write(subject: Subject, atMs: number): Promise<void> {
    try {
      await answerWithin(
        this.redis.set(subject.key, String(atMs), 'EX', REVOCATION_KEEP_SECONDS),
        REDIS_REQUEST_WAIT_MS,
      );
    } catch {
      throw new RevocationUnavailableError();
    }
    this.forget(subject.name);
    await answerWithin(this.redis.publish(this.channel, subject.name), REDIS_REQUEST_WAIT_MS).catch(
      () => undefined,
    );
  }

  /** Drops what is cached about one subject, or about all of them. */
  private forget(name?: string): void {
    this.announcements += 1;
    if (name === undefined) this.cache.clear();
    else this.cache.delete(name);
  }

  /** When each subject was revoked (null: never), from the cache or else one Redis round trip. */
  private async read(subjects: Subject[]): Promise<Map<string, number | null>> {
    const now = Date.now();
    const known = new Map<string, number | null>();
    for (const { name } of subjects) {
      const entry = this.cache.get(name);
      if (entry && entry.until > now) known.set(name, entry.atMs);
    }
    const missing = subjects.filter(({ name }) => !known.has(name));
    if (missing.length === 0) return known;
    const announcementsBefore = this.announcements;
    const values = await this.fetch(missing);
    const cacheable = this.announcements === announcementsBefore;
    if (cacheable && this.cache.size + missing.length > CACHE_MAX_ENTRIES) this.cache.clear();
    missing.forEach(({ name }, i) => {
      const atMs = values[i] === null ? null : Number(values[i]);
      known.set(name, atMs);
      if (cacheable) this.cache.set(name, { atMs, until: now + REVOCATION_CACHE_MS });
    });
    return known;
  }

  /** Fails closed: without Redis nobody can say a token is still good, so the request is refused. */
  private async fetch(subjects: Subject[]): Promise<Array<string | null>> {
    try {
      return await answerWithin(
        this.redis.mget(subjects.map(({ key }) => key)),
        REDIS_REQUEST_WAIT_MS,
      );
    } catch {
      throw new RevocationCheckUnavailableError();
    }
  }
}
