import { Inject, Injectable } from '@nestjs/common';
import {
  answerWithin,
  articleChangesChannel,
  articleChangesMessage,
  LOGGER,
  REDIS,
  REDIS_SETTINGS,
  type RedisSettings,
} from '@sandglass/server';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** How long a write waits for Redis to take the announcement before answering without it. */
const ANNOUNCE_WAIT_MS = 1000;

/**
 * Tells every gateway replica that the answers for some article addresses changed, over Redis
 * pub/sub, before the write that changed them is answered: the gateways drop the article and
 * the page they kept for each, so the next visitor gets the article as it now is. An
 * announcement that cannot be sent is logged; the gateways' own cache time bounds the delay then.
 */
@Injectable()
export class BlogChanges {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SETTINGS) private readonly settings: RedisSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async announce(...slugs: string[]): Promise<void> {
    const distinct = [...new Set(slugs)];
    try {
      await answerWithin(
        this.redis.publish(
          articleChangesChannel(this.settings.REDIS_PREFIX),
          articleChangesMessage(distinct),
        ),
        ANNOUNCE_WAIT_MS,
      );
    } catch (error) {
      this.logger.warn({ slugs: distinct, err: error }, 'article change not announced');
    }
  }
}
