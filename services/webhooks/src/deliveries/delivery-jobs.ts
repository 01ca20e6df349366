import type { Queue } from 'bullmq';
import { DELIVER_WEBHOOK_JOB, deliveryJobId, WEBHOOK_JOB_OPTIONS } from '@sandglass/server';

/** Adds (or, when its job waits delayed, promotes) the jobs of these deliveries. */
export async function queueDeliveries(
  queue: Queue,
  deliveries: readonly { id: string; dueAt?: Date }[],
  now: number = Date.now(),
): Promise<void> {
  if (deliveries.length === 0) return;
  await queue.addBulk(
    deliveries.map(({ id, dueAt }) => ({
      name: DELIVER_WEBHOOK_JOB,
      data: { deliveryId: id },
      opts: {
        ...WEBHOOK_JOB_OPTIONS,
        jobId: deliveryJobId(id),
        delay: dueAt ? Math.max(0, dueAt.getTime() - now) : 0,
      },
    })),
  );
}

/** Sends a delivery now: its delayed job is promoted, or a job is added. */
export async function deliverNow(queue: Queue, id: string): Promise<void> {
  const job = await queue.getJob(deliveryJobId(id));
  if (job && (await job.isDelayed())) {
    await job.promote().catch(() => undefined);
    return;
  }
  await queueDeliveries(queue, [{ id }]);
}
