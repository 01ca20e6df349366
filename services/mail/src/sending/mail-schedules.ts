import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LOGGER, MAIL_BULL_QUEUE, SWEEP_MAIL_JOB } from '@sandglass/server';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { MailWorkerConfig } from '../config.js';
import { MAIL_CONFIG } from '../tokens.js';

/**
 * Keeps the sweep's BullMQ job scheduler (every MAIL_SWEEP_INTERVAL_MS). Upserting is
 * idempotent, so every worker process does it at start; each also checks once per interval
 * that it still exists, since a Redis that lost its data lost the scheduler too.
 */
@Injectable()
export class MailSchedules implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(MAIL_BULL_QUEUE) private readonly queue: Queue,
    @Inject(MAIL_CONFIG) private readonly config: MailWorkerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure(true);
    this.timer = setInterval(() => {
      this.ensure(false).catch((error: unknown) =>
        this.logger.warn(`could not check the mail sweep's scheduler: ${String(error)}`),
      );
    }, this.config.MAIL_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async ensure(always: boolean): Promise<void> {
    if (!always && (await this.queue.getJobScheduler(SWEEP_MAIL_JOB))) return;
    if (!always)
      this.logger.warn(`the "${SWEEP_MAIL_JOB}" job scheduler was missing; adding it again`);
    await this.queue.upsertJobScheduler(
      SWEEP_MAIL_JOB,
      { every: this.config.MAIL_SWEEP_INTERVAL_MS },
      {
        name: SWEEP_MAIL_JOB,
        data: {},
        opts: { attempts: 1, removeOnComplete: true, removeOnFail: true },
      },
    );
  }
}
