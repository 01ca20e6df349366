import { Inject, Injectable } from '@nestjs/common';
import { RELAY_WEBHOOK_EVENT_JOB, WEBHOOKS_BULL_QUEUE, type WebhookJobs } from '@sandglass/server';
import type { Queue } from 'bullmq';
import type { WebhookJobHandler } from '../queue/webhooks.worker.js';
import { queueDeliveries } from './delivery-jobs.js';
import { DeliveryStore } from './delivery-store.js';

/**
 * Takes a relayed event: records it once and makes its deliveries in one transaction, then
 * queues them. If the queueing is lost (a crash just after the commit), the sweep queues them.
 */
@Injectable()
export class RelayEventJob implements WebhookJobHandler<typeof RELAY_WEBHOOK_EVENT_JOB> {
  readonly name = RELAY_WEBHOOK_EVENT_JOB;

  constructor(
    private readonly store: DeliveryStore,
    @Inject(WEBHOOKS_BULL_QUEUE) private readonly queue: Queue,
  ) {}

  async handle({ event }: WebhookJobs[typeof RELAY_WEBHOOK_EVENT_JOB]): Promise<number> {
    const ids = await this.store.fanOut(event);
    await queueDeliveries(
      this.queue,
      ids.map((id) => ({ id })),
    );
    return ids.length;
  }
}
