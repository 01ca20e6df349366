import { InjectQueue } from '@nestjs/bullmq';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { LOGGER, type HealthCheck } from '@sandglass/server';
import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { PublishingSettings } from '../publishing/publishing.config.js';
import { SOCIAL_CONFIG } from '../tokens.js';
import {
  SOCIAL_PUBLISH_HANDLERS,
  SOCIAL_PUBLISH_JOB_NAMES,
  SOCIAL_PUBLISH_QUEUE,
  type SocialPublishJobHandler,
} from './social-publish.queue.js';

/** Checks that every declared job has exactly one handler; throws a sentence otherwise. */
export function handlerMap(
  names: readonly string[],
  handlers: SocialPublishJobHandler[],
): Map<string, SocialPublishJobHandler> {
  const map = new Map<string, SocialPublishJobHandler>();
  for (const handler of handlers) {
    if (map.has(handler.name))
      throw new Error(`Two handlers are registered for the "${handler.name}" job.`);
    map.set(handler.name, handler);
  }
  const missing = names.filter((name) => !map.has(name));
  if (missing.length > 0) {
    throw new Error(
      `The worker cannot start: no handler for the ${missing.map((n) => `"${n}"`).join(', ')} job(s).`,
    );
  }
  return map;
}

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
    if (!this.worker) return;
    this.logger.info('stopping: waiting for the jobs in flight');
    await this.worker.close();
    this.logger.info('stopped');
  }

  async check(): Promise<void> {
    if (!this.worker?.isRunning()) throw new Error('the worker is not taking jobs');
    const backend = this.worker.getBackend();
    for (const connection of [backend.client, backend.blockingClient]) {
      const status = connection && (await connection).status;
      if (connection && status !== 'ready') throw new Error(`its Redis connection is ${status}`);
    }
  }

  async process(job: Job, token?: string): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    // A job nobody can handle will never succeed: fail it without retrying.
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}".`);
    try {
      return await handler.handle(job.data as never, job, token);
    } catch (error) {
      if (error instanceof DelayedError) throw error;
      this.logger.error(`job ${job.name} ${job.id} failed: ${(error as Error).stack ?? error}`);
      throw new UnrecoverableError((error as Error).message);
    }
  }
}
