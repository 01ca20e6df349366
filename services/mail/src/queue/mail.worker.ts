import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import {
  bullConnection,
  checkWorkerTakingJobs,
  handlerMap,
  LOGGER,
  MAIL_JOB_NAMES,
  MAIL_QUEUE,
  runJob,
  stopWorker,
  type MailJobName,
  type HealthCheck,
  type MailJobs,
} from '@sandglass/server';
import { Worker, type Job } from 'bullmq';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { MailWorkerConfig } from '../config.js';
import { MAIL_CONFIG } from '../tokens.js';

/** A job's handler, in `<feature>.job.ts`. */
export interface MailJobHandler<Name extends MailJobName = MailJobName> {
  readonly name: Name;
  handle(payload: MailJobs[Name], job: Job, token?: string): Promise<unknown>;
}

export const MAIL_JOB_HANDLERS = Symbol('MAIL_JOB_HANDLERS');

/**
 * Drains the `mail` queue, MAIL_CONCURRENCY jobs at once per process and at most
 * MAIL_RATE_PER_SECOND jobs a second across every mail worker (BullMQ's limiter keeps its
 * count in Redis, so replicas share it). It starts once the application is ready; on SIGTERM it
 * takes no new job and waits for the sends in flight to be recorded. A job that throws is
 * failed without BullMQ retrying it: the handlers decide what is tried again. As the "queue"
 * health check (the worker's heartbeat), it is up while it takes jobs over connected Redis
 * connections.
 */
@Injectable()
export class MailWorker
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, HealthCheck
{
  readonly name = 'queue';
  private handlers = new Map<string, MailJobHandler>();
  private worker: Worker | undefined;

  constructor(
    @Inject(MAIL_JOB_HANDLERS) private readonly registered: MailJobHandler[],
    @Inject(MAIL_CONFIG) private readonly config: MailWorkerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.handlers = handlerMap(MAIL_JOB_NAMES, this.registered);
  }

  async onApplicationBootstrap(): Promise<void> {
    const lockDuration = this.config.MAIL_JOB_LOCK_MS;
    const rate = this.config.MAIL_RATE_PER_SECOND;
    this.worker = new Worker(
      MAIL_QUEUE,
      (job, token) => runJob(this.handlers, job, token, this.logger),
      {
        ...bullConnection(this.config),
        concurrency: this.config.MAIL_CONCURRENCY,
        limiter: rate > 0 ? { max: rate, duration: 1_000 } : undefined,
        // A crashed worker's jobs go back to the queue after the lock lapses; their handler then
        // finds the message `sending` and takes it over.
        lockDuration,
        stalledInterval: Math.max(1_000, Math.round(lockDuration / 2)),
        maxStalledCount: 5,
        name: `${hostname()}-${process.pid}`,
      },
    );
    this.worker.on('error', (error) => this.logger.warn(`mail worker: ${error.message}`));
    await this.worker.waitUntilReady();
    this.logger.info(
      `ready on "${MAIL_QUEUE}": ${this.config.MAIL_CONCURRENCY} at once, ${rate > 0 ? `${rate} a second` : 'no rate limit'}`,
    );
  }

  check(): Promise<void> {
    return checkWorkerTakingJobs(this.worker);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await stopWorker(this.worker, this.logger);
  }
}
