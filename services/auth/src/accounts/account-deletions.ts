import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import {
  announceUserDeleted,
  LOGGER,
  REDIS,
  REDIS_SETTINGS,
  type RedisSettings,
} from '@sandglass/server';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { IsNull, type EntityManager } from 'typeorm';
import { AccountDeletion } from './account-deletion.entity.js';

/** How often rows not yet announced are looked for (Redis was away, the process stopped). */
const SWEEP_INTERVAL_MS = 15_000;

/**
 * The account-deletion outbox: `record` writes a row in the transaction that deletes the user;
 * `announce` puts it on the deletion stream every service reads; the sweep announces what was
 * recorded but never announced, so a deletion reaches every service once Redis is there.
 */
@Injectable()
export class AccountDeletions implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SETTINGS) private readonly settings: RedisSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    void this.sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async record(manager: EntityManager, userId: string, email: string, at: Date): Promise<void> {
    await manager.insert(AccountDeletion, { userId, email, deletedAt: at, announcedAt: null });
  }

  /** Announces one recorded deletion; a failure is left to the sweep. */
  async announce(userId: string): Promise<void> {
    try {
      await this.manager.transaction(async (manager) => {
        const row = await manager.findOne(AccountDeletion, {
          where: { userId },
          lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
        });
        if (!row || row.announcedAt) return;
        await announceUserDeleted(this.redis, this.settings, {
          userId: row.userId,
          email: row.email,
          deletedAt: row.deletedAt.toISOString(),
        });
        await manager.update(AccountDeletion, { userId }, { announcedAt: new Date() });
      });
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'an account deletion will be announced later');
    }
  }

  /** Announces every deletion recorded but not announced yet. */
  async sweep(): Promise<void> {
    try {
      const rows = await this.manager.find(AccountDeletion, {
        select: { userId: true },
        where: { announcedAt: IsNull() },
        take: 100,
      });
      for (const { userId } of rows) await this.announce(userId);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not look for unannounced account deletions');
    }
  }
}
