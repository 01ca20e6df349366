import { Inject, Injectable } from '@nestjs/common';
import { Clock, LOGGER } from '@sandglass/server';
import type { Logger } from 'pino';
import { SWEEP_DELIVERIES_JOB, type SocialPublishJobHandler } from './social-publish.queue.js';
import { DeliveryStore } from './delivery-store.js';
import { PUBLISHING_STUCK_MS } from './publish-delivery.job.js';
import { PublishQueue } from './publish-queue.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import type { PublishingSettings } from './publishing.config.js';

/** Deliveries looked at per run; a larger backlog is taken over the following runs. */
export const SWEEP_BATCH = 5_000;

/**
 * The sweep (ARCHITECTURE.md): PostgreSQL is the truth, so every run adds a job for each
 * queued delivery due before the next run. Adding a delivery that has a job does nothing, so
 * only jobs a flushed or failed-over Redis lost come back. Deliveries `publishing` for longer
 * than any platform call lost their worker: their job is added too, and finds them stuck and
 * reconciles them (looks on the platform, never re-posts).
 */
@Injectable()
export class SweepDeliveriesJob implements SocialPublishJobHandler<typeof SWEEP_DELIVERIES_JOB> {
  readonly name = SWEEP_DELIVERIES_JOB;

  constructor(
    private readonly store: DeliveryStore,
    private readonly queue: PublishQueue,
    private readonly clock: Clock,
    @Inject(SOCIAL_CONFIG) private readonly settings: PublishingSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(): Promise<{ queued: number; stuck: number }> {
    const now = this.clock.now();
    const due = await this.store.dueQueued(
      new Date(now.getTime() + this.settings.SOCIAL_SWEEP_INTERVAL_MS),
      SWEEP_BATCH,
    );
    for (let i = 0; i < due.length; i += 500) await this.queue.enqueue(due.slice(i, i + 500));
    const stuck = await this.store.stuckPublishing(
      new Date(now.getTime() - PUBLISHING_STUCK_MS),
      SWEEP_BATCH,
    );
    await this.queue.enqueue(stuck.map(({ id }) => ({ id, dueAt: now })));
    if (stuck.length > 0) this.logger.warn(`${stuck.length} delivery(ies) stuck publishing`);
    return { queued: due.length, stuck: stuck.length };
  }
}
