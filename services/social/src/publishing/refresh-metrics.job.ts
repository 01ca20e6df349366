import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock, LOGGER } from '@sandglass/server';
import { SOCIAL_ANALYTICS_DAYS, SOCIAL_PLATFORMS, type SocialPlatform } from '@sandglass/shared';
import type { Logger } from 'pino';
import { DataSource, IsNull, Not } from 'typeorm';
import {
  AccountTokens,
  AccountUnavailableError,
  TokenRefreshFailedError,
} from '../connected-accounts/account-tokens.js';
import { PlatformRegistry } from '../platforms/platform-registry.js';
import {
  PlatformError,
  readsMetrics,
  type MetricsReader,
  type PlatformAdapter,
  type PublishingAccount,
} from '../platforms/platform.js';
import { Delivery } from './delivery.entity.js';
import { REFRESH_METRICS_JOB, type SocialPublishJobHandler } from './social-publish.queue.js';

/** Posts published within this many days have their metrics read again (the last 30 days). */
export const METRICS_WINDOW_DAYS = SOCIAL_ANALYTICS_DAYS;

/** Deliveries one run reads at most; the longest unread go first, so the rest wait a run. */
export const METRICS_PER_RUN = 2000;

export interface MetricsRun {
  /** Deliveries whose metrics were stored. */
  read: number;
  /** Platforms that answered 429: what is left of them waits for the next run. */
  rateLimited: SocialPlatform[];
}

/**
 * Reads what the platforms counted for posts of the last 30 days (X's public metrics,
 * Facebook's reactions, comments and shares, Instagram's likes and comments) and stores them on
 * each delivery with the time they were read. Per account, as many posts per request as the
 * platform takes; the deliveries read longest ago go first. A platform that answers 429 is left
 * alone until the next run, and an account that needs reconnecting is skipped (publishing tells
 * the member). LinkedIn gives no metrics for a personal profile and is never asked.
 */
@Injectable()
export class RefreshMetricsJob implements SocialPublishJobHandler<typeof REFRESH_METRICS_JOB> {
  readonly name = REFRESH_METRICS_JOB;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountTokens,
    private readonly registry: PlatformRegistry,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(): Promise<MetricsRun> {
    const now = this.clock.now();
    const readers = this.readers();
    if (readers.size === 0) return { read: 0, rateLimited: [] };
    const deliveries = await this.dataSource
      .getRepository(Delivery)
      .createQueryBuilder('delivery')
      .where("delivery.status = 'posted'")
      .andWhere('delivery.publishedAt >= :since', {
        since: new Date(now.getTime() - METRICS_WINDOW_DAYS * 24 * 60 * 60_000),
      })
      .andWhere('delivery.externalId IS NOT NULL')
      .andWhere('delivery.accountId IS NOT NULL')
      .andWhere('delivery.platform IN (:...platforms)', { platforms: [...readers.keys()] })
      .orderBy('delivery.metricsFetchedAt', 'ASC', 'NULLS FIRST')
      .addOrderBy('delivery.publishedAt', 'DESC')
      .take(METRICS_PER_RUN)
      .getMany();

    const byAccount = new Map<string, Delivery[]>();
    for (const delivery of deliveries) {
      const own = byAccount.get(delivery.accountId!) ?? [];
      own.push(delivery);
      byAccount.set(delivery.accountId!, own);
    }
    const rateLimited = new Set<SocialPlatform>();
    let read = 0;
    for (const [accountId, own] of byAccount) {
      const platform = own[0]!.platform;
      if (rateLimited.has(platform)) continue;
      const account = await this.account(platform, accountId);
      if (!account) continue;
      const reader = readers.get(platform)!;
      for (let start = 0; start < own.length; start += reader.metricsBatchSize) {
        const batch = own.slice(start, start + reader.metricsBatchSize);
        try {
          read += await this.readBatch(reader, account, batch);
        } catch (error) {
          if (error instanceof PlatformError && error.kind === 'rate_limited') {
            rateLimited.add(platform);
            this.logger.info(`${platform} asked to wait; its metrics are read at the next run`);
          } else {
            this.logger.warn(
              { err: error, accountId },
              `could not read ${platform} metrics for an account; trying again at the next run`,
            );
          }
          break;
        }
      }
    }
    return { read, rateLimited: [...rateLimited] };
  }

  /** The adapters that read metrics, of the platforms this server reaches. */
  private readers(): Map<SocialPlatform, PlatformAdapter & MetricsReader> {
    const readers = new Map<SocialPlatform, PlatformAdapter & MetricsReader>();
    for (const platform of SOCIAL_PLATFORMS) {
      if (!this.registry.isConfigured(platform)) continue;
      const adapter = this.registry.adapter(platform);
      if (readsMetrics(adapter)) readers.set(platform, adapter);
    }
    return readers;
  }

  private async account(
    platform: SocialPlatform,
    accountId: string,
  ): Promise<PublishingAccount | null> {
    try {
      return await this.accounts.forPublishing(platform, accountId);
    } catch (error) {
      if (error instanceof AccountUnavailableError || error instanceof TokenRefreshFailedError) {
        return null;
      }
      throw error;
    }
  }

  private async readBatch(
    reader: PlatformAdapter & MetricsReader,
    account: PublishingAccount,
    batch: readonly Delivery[],
  ): Promise<number> {
    const endpoints = this.registry.endpoints(reader.platform)!;
    const metrics = await reader.readMetrics(
      endpoints,
      account,
      batch.map((delivery) => delivery.externalId!),
    );
    const fetchedAt = this.clock.now();
    let stored = 0;
    for (const delivery of batch) {
      const counts = metrics.get(delivery.externalId!);
      if (!counts) continue;
      await this.dataSource
        .getRepository(Delivery)
        .update(
          { id: delivery.id, status: 'posted', externalId: Not(IsNull()) },
          { metrics: counts, metricsFetchedAt: fetchedAt },
        );
      stored += 1;
    }
    return stored;
  }
}
