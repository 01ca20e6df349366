import { InjectQueue } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LOGGER } from '@sandglass/server';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import {
  REFRESH_METRICS_JOB,
  REFRESH_TOKENS_JOB,
  SOCIAL_PUBLISH_QUEUE,
  SWEEP_DELIVERIES_JOB,
  WARN_EXPIRING_TOKENS_JOB,
} from './social-publish.queue.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import type { PublishingSettings } from './publishing.config.js';

export const TOKEN_REFRESH_EVERY_MS = 60 * 60_000;
export const EXPIRY_WARNING_EVERY_MS = 24 * 60 * 60_000;

/**
 * Keeps the worker's BullMQ job schedulers (the sweep, every SOCIAL_SWEEP_INTERVAL_MS, the
 * token refresh, hourly, the metrics refresh, every SOCIAL_METRICS_INTERVAL_MS, and the warning of sign-ins that lapse within 7 days, daily). Upserting is idempotent, so every worker process does it at start;
 * each also checks once per sweep interval that they still exist, since a Redis that lost its
 * data lost them too, and the sweep is what repairs that.
 */
@Injectable()
export class PublishingSchedules implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectQueue(SOCIAL_PUBLISH_QUEUE) private readonly queue: Queue,
    @Inject(SOCIAL_CONFIG) private readonly settings: PublishingSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure(true);
    this.timer = setInterval(() => {
      this.ensure(false).catch((error: unknown) =>
        this.logger.warn(`could not check the job schedulers: ${String(error)}`),
      );
    }, this.settings.SOCIAL_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async ensure(always: boolean): Promise<void> {
    const schedules = [
      { id: SWEEP_DELIVERIES_JOB, every: this.settings.SOCIAL_SWEEP_INTERVAL_MS },
      { id: REFRESH_TOKENS_JOB, every: TOKEN_REFRESH_EVERY_MS },
      { id: REFRESH_METRICS_JOB, every: this.settings.SOCIAL_METRICS_INTERVAL_MS },
      { id: WARN_EXPIRING_TOKENS_JOB, every: EXPIRY_WARNING_EVERY_MS },
    ];
    for (const { id, every } of schedules) {
      if (!always && (await this.queue.getJobScheduler(id))) continue;
      if (!always) this.logger.warn(`the "${id}" job scheduler was missing; adding it again`);
      await this.queue.upsertJobScheduler(
        id,
        { every },
        { name: id, data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: true } },
      );
    }
  }
}
