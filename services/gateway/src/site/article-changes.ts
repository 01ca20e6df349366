import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { articleChangesChannel, LOGGER, readArticleChanges, redisOptions } from '@sandglass/server';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';
import { GATEWAY_CONFIG } from '../tokens.js';

/** How long start-up waits to be listening; without Redis the gateway starts anyway. */
const SUBSCRIBE_WAIT_MS = 2000;

/** The slugs whose articles changed, or `all` when announcements may have been missed. */
export type ArticleChange = readonly string[] | 'all';

/**
 * Listens for the content service's announcements of changed articles (on its own Redis
 * connection, which pub/sub takes over) and passes each on to what keeps articles, so every
 * replica forgets a changed article at once. Each time it is listening again after a lost
 * connection it tells them to forget everything: announcements made meanwhile were missed.
 */
@Injectable()
export class ArticleChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly listeners: ((change: ArticleChange) => void)[] = [];
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.channel = articleChangesChannel(config.REDIS_PREFIX);
    this.subscriber = new Redis(config.REDIS_URL, { ...redisOptions(), lazyConnect: true });
  }

  /** `listener` hears every change from now on. */
  onChange(listener: (change: ArticleChange) => void): void {
    this.listeners.push(listener);
  }

  async onModuleInit(): Promise<void> {
    const subscriber = this.subscriber;
    subscriber.on('message', (_channel: string, message: string) => {
      const slugs = readArticleChanges(message);
      if (slugs.length > 0) this.emit(slugs);
    });
    // The rate limits' connection reports Redis trouble in /health; this one only listens.
    subscriber.on('error', () => undefined);
    const subscribed = new Promise<void>((resolve) => {
      subscriber.on('ready', () => {
        subscriber.subscribe(this.channel).then(
          () => {
            this.emit('all');
            resolve();
          },
          (error: unknown) => this.logger.warn({ err: error }, 'article changes: not listening'),
        );
      });
    });
    subscriber.connect().catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      subscribed,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  onApplicationShutdown(): void {
    // A listener has nothing to finish.
    this.subscriber.disconnect();
  }

  private emit(change: ArticleChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
