import { InjectQueue } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { LOGGER, stopWorker } from '@sandglass/server';
import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { AnalyticsRollups } from './analytics-rollups.js';

/** The queue of analytics' scheduled work, on the content service's Redis prefix. */
export const ANALYTICS_QUEUE = 'content-analytics';
/** Rolls finished days up and deletes expired raw rows (AnalyticsRollups.run). */
export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';
/** How often the roll-up job runs (the first run is at once, when the scheduler is added). */
export const ROLLUP_EVERY_MS = 10 * 60_000;

/**
 * The roll-up as a scheduled BullMQ job, as social's schedulers are: every content process
 * upserts the job scheduler at start (idempotent, so replicas share one schedule) and drains the
 * analytics queue one job at a time. Two replicas never roll a day up at once: the roll-up holds
 * a PostgreSQL advisory lock. A dashboard read never starts one; it reads the days the roll-ups
 * do not cover yet from the raw rows.
 */
@Injectable()
export class AnalyticsRollupJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker: Worker | undefined;

  constructor(
    @InjectQueue(ANALYTICS_QUEUE) private readonly queue: Queue,
    private readonly rollups: AnalyticsRollups,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(ANALYTICS_QUEUE, (job) => this.process(job.name), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => this.logger.warn(`analytics worker: ${error.message}`));
    await this.worker.waitUntilReady();
    await this.queue.upsertJobScheduler(
      ANALYTICS_ROLLUP_JOB,
      { every: ROLLUP_EVERY_MS },
      {
        name: ANALYTICS_ROLLUP_JOB,
        data: {},
        opts: { attempts: 1, removeOnComplete: true, removeOnFail: true },
      },
    );
  }

  /** Takes no new job and waits for a roll-up in flight. */
  async beforeApplicationShutdown(): Promise<void> {
    await stopWorker(this.worker, this.logger);
  }

  private async process(name: string): Promise<void> {
    if (name !== ANALYTICS_ROLLUP_JOB) throw new Error(`No handler for the job "${name}".`);
    try {
      await this.rollups.run();
    } catch (error) {
      this.logger.error({ err: error }, 'analytics roll-up failed');
      throw error;
    }
  }
}
