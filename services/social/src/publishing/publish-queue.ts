import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { publishJobId, publishJobs, SOCIAL_PUBLISH_QUEUE } from './social-publish.queue.js';

/**
 * How long a request waits for its queue changes. A change is a few BullMQ scripts, so this is
 * longer than REDIS_REQUEST_WAIT_MS; it bounds a stalled or absent Redis without making a busy
 * machine look like one. A change that has not answered by then carries on without the request,
 * and one that never lands is repaired by the sweep.
 */
export const QUEUE_REQUEST_WAIT_MS = 1000;

export interface DueDelivery {
  id: string;
  dueAt: Date;
}

/**
 * Puts deliveries on the social-publish queue: one job per delivery, delayed to when it is
 * due. The API calls it after its transaction commits; the worker's sweep calls it for due
 * deliveries whose job went missing. Adding a delivery that already has a job does nothing,
 * and the worker claims a delivery in PostgreSQL before publishing, so a stray job is harmless.
 */
@Injectable()
export class PublishQueue {
  constructor(@InjectQueue(SOCIAL_PUBLISH_QUEUE) private readonly queue: Queue) {}

  async enqueue(deliveries: readonly DueDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    await this.queue.addBulk(publishJobs(deliveries));
  }

  /**
   * Removes the deliveries' jobs. A job already running cannot be removed; it finds its
   * delivery cancelled and does nothing.
   */
  async remove(deliveryIds: readonly string[]): Promise<void> {
    await Promise.all(
      deliveryIds.map(async (id) => {
        const job = await this.queue.getJob(publishJobId(id));
        if (job && !(await job.isActive())) await job.remove().catch(() => undefined);
      }),
    );
  }

  /** Moves the deliveries' jobs to new times (a post re-scheduled while pending). */
  async retime(deliveries: readonly DueDelivery[]): Promise<void> {
    const now = Date.now();
    const missing: DueDelivery[] = [];
    await Promise.all(
      deliveries.map(async (delivery) => {
        const job = await this.queue.getJob(publishJobId(delivery.id));
        const state = job ? await job.getState() : 'unknown';
        if (job && state === 'delayed') {
          await job.changeDelay(Math.max(0, delivery.dueAt.getTime() - now));
        } else if (job && state === 'active') {
          // Running now: it claims the delivery or finds it changed; nothing to move.
        } else {
          if (job) await job.remove().catch(() => undefined);
          missing.push(delivery);
        }
      }),
    );
    await this.enqueue(missing);
  }
}
