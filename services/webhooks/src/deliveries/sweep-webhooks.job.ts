import { Inject, Injectable } from '@nestjs/common';
import { Clock, LOGGER, SWEEP_WEBHOOKS_JOB, WEBHOOKS_BULL_QUEUE } from '@sandglass/server';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { WebhooksConfig } from '../config.js';
import type { WebhookJobHandler } from '../queue/webhooks.worker.js';
import { WEBHOOKS_CONFIG } from '../tokens.js';
import { queueDeliveries } from './delivery-jobs.js';
import { DeliveryStore } from './delivery-store.js';

const SWEEP_BATCH = 2_000;

/**
 * PostgreSQL is the truth: every run adds a job for each pending delivery due before the next
 * run and each one left `delivering` by a worker that died. Adding a job that exists does
 * nothing, so only lost jobs come back.
 */
@Injectable()
export class SweepWebhooksJob implements WebhookJobHandler<typeof SWEEP_WEBHOOKS_JOB> {
  readonly name = SWEEP_WEBHOOKS_JOB;

  constructor(
    private readonly store: DeliveryStore,
    @Inject(WEBHOOKS_BULL_QUEUE) private readonly queue: Queue,
    private readonly clock: Clock,
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(): Promise<number> {
    const now = this.clock.now();
    const due = await this.store.toSweep(
      now,
      new Date(now.getTime() + this.config.WEBHOOK_SWEEP_INTERVAL_MS),
      SWEEP_BATCH,
    );
    for (let i = 0; i < due.length; i += 500) {
      await queueDeliveries(this.queue, due.slice(i, i + 500), now.getTime());
    }
    if (due.length > 0) this.logger.debug(`webhooks sweep queued ${due.length} deliveries`);
    return due.length;
  }
}
