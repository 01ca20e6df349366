import { Inject, Injectable } from '@nestjs/common';
import { Clock, LOGGER, MAIL_BULL_QUEUE, sendMailJobs, SWEEP_MAIL_JOB } from '@sandglass/server';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { MailWorkerConfig } from '../config.js';
import type { MailJobHandler } from '../queue/mail.worker.js';
import { MAIL_CONFIG } from '../tokens.js';
import { MessageStore } from './message-store.js';

/** Messages looked at per run; a larger backlog is taken over the following runs. */
export const SWEEP_BATCH = 5_000;

/**
 * The sweep: PostgreSQL is the truth, so every run adds a job for each queued message due
 * before the next run, and for each message left `sending` longer than any try. Adding a job
 * that exists does nothing, so only jobs a flushed Redis lost, or that were never added (the
 * sending service could not reach Redis), come back; a stuck message's job takes it over.
 */
@Injectable()
export class SweepMailJob implements MailJobHandler<typeof SWEEP_MAIL_JOB> {
  readonly name = SWEEP_MAIL_JOB;

  constructor(
    private readonly store: MessageStore,
    @Inject(MAIL_BULL_QUEUE) private readonly queue: Queue,
    private readonly clock: Clock,
    @Inject(MAIL_CONFIG) private readonly config: MailWorkerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(): Promise<{ queued: number; stuck: number }> {
    const now = this.clock.now();
    const due = await this.store.dueQueued(
      new Date(now.getTime() + this.config.MAIL_SWEEP_INTERVAL_MS),
      SWEEP_BATCH,
    );
    for (let i = 0; i < due.length; i += 500)
      await this.queue.addBulk(sendMailJobs(due.slice(i, i + 500), now.getTime()));
    const stuck = await this.store.stuckSending(
      new Date(now.getTime() - this.config.sendingStuckMs),
      SWEEP_BATCH,
    );
    for (let i = 0; i < stuck.length; i += 500)
      await this.queue.addBulk(sendMailJobs(stuck.slice(i, i + 500)));
    if (stuck.length > 0) this.logger.warn(`${stuck.length} mail message(s) stuck sending`);
    return { queued: due.length, stuck: stuck.length };
  }
}
