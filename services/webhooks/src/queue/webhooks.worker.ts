import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import {
  bullConnection,
  checkWorkerTakingJobs,
  handlerMap,
  LOGGER,
  runJob,
  stopWorker,
  SWEEP_WEBHOOKS_JOB,
  WEBHOOK_JOB_NAMES,
  WEBHOOKS_BULL_QUEUE,
  WEBHOOKS_QUEUE,
  type HealthCheck,
  type WebhookJobName,
  type WebhookJobs,
} from '@sandglass/server';
import { Worker, type Job, type Queue } from 'bullmq';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { WebhooksConfig } from '../config.js';
import { WEBHOOKS_CONFIG } from '../tokens.js';

export interface WebhookJobHandler<Name extends WebhookJobName = WebhookJobName> {
  readonly name: Name;
  handle(payload: WebhookJobs[Name], job: Job, token?: string): Promise<unknown>;
}

export const WEBHOOK_JOB_HANDLERS = Symbol('WEBHOOK_JOB_HANDLERS');

/** How long a job's lock lasts: a delivery takes at most 10 s, so a dead worker's job is back soon. */
const LOCK_MS = 30_000;

/**
 * Drains the `webhooks` queue (relayed events, deliveries, the sweep) WEBHOOK_CONCURRENCY at a
 * time, and keeps the sweep's job scheduler. On SIGTERM it takes no new job and lets the
 * attempts in flight finish and be recorded.
 */
@Injectable()
export class WebhooksWorker
  implements
    OnModuleInit,
    OnApplicationBootstrap,
    BeforeApplicationShutdown,
    OnApplicationShutdown,
    HealthCheck
{
  readonly name = 'queue';
  private handlers = new Map<string, WebhookJobHandler>();
  private worker: Worker | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(WEBHOOK_JOB_HANDLERS) private readonly registered: WebhookJobHandler[],
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    @Inject(WEBHOOKS_BULL_QUEUE) private readonly queue: Queue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.handlers = handlerMap(WEBHOOK_JOB_NAMES, this.registered);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.worker = new Worker(
      WEBHOOKS_QUEUE,
      (job, token) => runJob(this.handlers, job, token, this.logger),
      {
        ...bullConnection(this.config),
        concurrency: this.config.WEBHOOK_CONCURRENCY,
        lockDuration: LOCK_MS,
        stalledInterval: LOCK_MS / 2,
        maxStalledCount: 5,
        name: `${hostname()}-${process.pid}`,
      },
    );
    this.worker.on('error', (error) => this.logger.warn(`webhooks worker: ${error.message}`));
    await this.worker.waitUntilReady();
    await this.ensureSweep(true);
    this.timer = setInterval(() => {
      this.ensureSweep(false).catch((error: unknown) =>
        this.logger.warn(`could not check the webhooks sweep's scheduler: ${String(error)}`),
      );
    }, this.config.WEBHOOK_SWEEP_INTERVAL_MS);
    this.timer.unref();
    this.logger.info(
      `delivering webhooks from "${WEBHOOKS_QUEUE}", ${this.config.WEBHOOK_CONCURRENCY} at once`,
    );
  }

  check(): Promise<void> {
    return checkWorkerTakingJobs(this.worker);
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await stopWorker(this.worker, this.logger);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }

  /** The sweep's scheduler; a Redis that lost its data lost it too, so it is checked again. */
  private async ensureSweep(always: boolean): Promise<void> {
    if (!always && (await this.queue.getJobScheduler(SWEEP_WEBHOOKS_JOB))) return;
    await this.queue.upsertJobScheduler(
      SWEEP_WEBHOOKS_JOB,
      { every: this.config.WEBHOOK_SWEEP_INTERVAL_MS },
      {
        name: SWEEP_WEBHOOKS_JOB,
        data: {},
        opts: { attempts: 1, removeOnComplete: true, removeOnFail: true },
      },
    );
  }
}
