import { InjectQueue } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import {
  checkWorkerTakingJobs,
  handlerMap,
  LOGGER,
  runJob,
  stopWorker,
  type HealthCheck,
} from '@sandglass/server';
import { Queue, Worker, type Job } from 'bullmq';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { PublishingSettings } from './publishing.config.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import {
  SOCIAL_PUBLISH_HANDLERS,
  SOCIAL_PUBLISH_JOB_NAMES,
  SOCIAL_PUBLISH_QUEUE,
  type SocialPublishJobHandler,
} from './social-publish.queue.js';

/**
 * Drains the social-publish queue, handing each job to its feature's handler, WORKER_CONCURRENCY
 * jobs at once. It starts once the application is ready and, on SIGTERM, stops taking jobs and
 * waits for the ones in flight before the database and Redis connections close. A job that
 * throws is failed without BullMQ retrying it: the handlers decide what is retried. As the
 * "queue" health check (the worker's heartbeat), it is up while it takes jobs over connected
 * Redis connections.
 */
@Injectable()
export class SocialPublishWorker
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown, HealthCheck
{
  readonly name = 'queue';
  private handlers = new Map<string, SocialPublishJobHandler>();
  private worker: Worker | undefined;

  constructor(
    @Inject(SOCIAL_PUBLISH_HANDLERS) private readonly registered: SocialPublishJobHandler[],
    @InjectQueue(SOCIAL_PUBLISH_QUEUE) private readonly queue: Queue,
    @Inject(SOCIAL_CONFIG) private readonly settings: PublishingSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.handlers = handlerMap(SOCIAL_PUBLISH_JOB_NAMES, this.registered);
  }

  async onApplicationBootstrap(): Promise<void> {
    const lockDuration = this.settings.SOCIAL_JOB_LOCK_MS;
    this.worker = new Worker(SOCIAL_PUBLISH_QUEUE, (job, token) => this.process(job, token), {
      connection: this.queue.opts.connection,
      prefix: this.queue.opts.prefix,
      concurrency: this.settings.WORKER_CONCURRENCY,
      // A crashed worker's jobs go back to the queue after the lock lapses; their handler then
      // finds the delivery mid-publish and reconciles it instead of publishing again.
      lockDuration,
      stalledInterval: Math.max(1_000, Math.round(lockDuration / 2)),
      maxStalledCount: 5,
      // Listed by Queue.getWorkers() (the admin queue endpoint) under this name.
      name: `${hostname()}-${process.pid}`,
    });
    this.worker.on('error', (error) => this.logger.warn(`worker: ${error.message}`));
    await this.worker.waitUntilReady();
    this.logger.info(
      `ready for ${this.handlers.size} job type(s) on "${SOCIAL_PUBLISH_QUEUE}", ${this.settings.WORKER_CONCURRENCY} at once`,
    );
  }

  /** Takes no new job and waits for those in flight (their publishes finish and are recorded). */
  async beforeApplicationShutdown(): Promise<void> {
    await stopWorker(this.worker, this.logger);
  }

  check(): Promise<void> {
    return checkWorkerTakingJobs(this.worker);
  }

  process(job: Job, token?: string): Promise<unknown> {
    return runJob(this.handlers, job, token, this.logger);
  }
}
