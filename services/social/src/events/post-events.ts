import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  answerWithin,
  LOGGER,
  REDIS,
  REDIS_REQUEST_WAIT_MS,
  REDIS_SETTINGS,
  type RedisSettings,
} from '@sandglass/server';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** "One of this member's posts changed": its status or one of its deliveries. */
export interface PostChanged {
  postId: string;
  userId: string;
}

export type PostChangedListener = (event: PostChanged) => void;

/**
 * Tells every API replica that a post changed, over Redis pub/sub, so the events stream
 * (`GET /api/social/events`) and Post Now's wait hear about it whichever process (API or
 * worker) changed it. Publish after the transaction that changed it commits. Subscribing
 * opens one dedicated connection per process (a subscribed connection can run nothing else),
 * only when someone first listens, so the worker never opens it.
 */
@Injectable()
export class PostEvents implements OnApplicationShutdown {
  private readonly channel: string;
  private readonly listeners = new Set<PostChangedListener>();
  private subscriber: Redis | null = null;
  private subscribed: Promise<unknown> | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SETTINGS) settings: RedisSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.channel = `${settings.REDIS_PREFIX}:social:post-events`;
  }

  /**
   * Announces a change. Best effort, waited for REDIS_REQUEST_WAIT_MS at most: a lost event
   * only delays a screen until its next read.
   */
  async publish(postId: string, userId: string): Promise<void> {
    try {
      await answerWithin(
        this.redis.publish(this.channel, JSON.stringify({ postId, userId })),
        REDIS_REQUEST_WAIT_MS,
      );
    } catch (error) {
      this.logger.warn(`Could not announce a change to post ${postId}: ${String(error)}`);
    }
  }

  /**
   * Calls `listener` for every change announced from now on (by any process); resolves once
   * the subscription is live, so nothing published after it resolves is missed. Returns the
   * function that stops listening. With `waitMs`, a subscription not live by then (Redis
   * stalled or away) is given up: the listener is dropped and the promise rejects.
   */
  async subscribe(listener: PostChangedListener, waitMs?: number): Promise<() => void> {
    this.listeners.add(listener);
    try {
      await (waitMs === undefined ? this.connect() : answerWithin(this.connect(), waitMs));
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return () => {
      this.listeners.delete(listener);
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.listeners.clear();
    const subscriber = this.subscriber;
    this.subscriber = null;
    this.subscribed = null;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  private connect(): Promise<unknown> {
    if (!this.subscribed) {
      const subscriber = this.redis.duplicate({ maxRetriesPerRequest: null });
      subscriber.on('message', (channel: string, message: string) => {
        if (channel !== this.channel) return;
        const event = parse(message);
        if (!event) return;
        for (const listener of [...this.listeners]) {
          try {
            listener(event);
          } catch (error) {
            this.logger.warn(`A post event listener failed: ${String(error)}`);
          }
        }
      });
      subscriber.on('error', (error: Error) => {
        this.logger.warn(`Post events subscriber: ${error.message}`);
      });
      this.subscriber = subscriber;
      this.subscribed = subscriber.subscribe(this.channel).catch((error: unknown) => {
        this.subscribed = null;
        this.subscriber = null;
        subscriber.disconnect();
        throw error;
      });
    }
    return this.subscribed;
  }
}

function parse(message: string): PostChanged | null {
  try {
    const value = JSON.parse(message) as Partial<PostChanged>;
    if (typeof value.postId === 'string' && typeof value.userId === 'string') {
      return { postId: value.postId, userId: value.userId };
    }
  } catch {
    // A message that is not ours: ignore it.
  }
  return null;
}
