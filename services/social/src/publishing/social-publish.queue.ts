import type { BulkJobOptions, Job, JobsOptions } from 'bullmq';
import type { AlertRequest } from '../common/alerts.js';

/** The queue the API fills with scheduled posts and the worker drains (ARCHITECTURE.md). */
export const SOCIAL_PUBLISH_QUEUE = 'social-publish';

/** Publishes one delivery (one platform's part of a post). */
export const PUBLISH_DELIVERY_JOB = 'publish-delivery';
/** Re-adds lost jobs of due deliveries and reconciles deliveries stuck in `publishing`. */
export const SWEEP_DELIVERIES_JOB = 'sweep-deliveries';
/** Refreshes connected accounts' tokens that expire soon. */
export const REFRESH_TOKENS_JOB = 'refresh-tokens';
/** Reads the platforms' metrics of posts of the last 30 days. */
export const REFRESH_METRICS_JOB = 'refresh-metrics';
/** Mails one alert: a post that ended with failed deliveries, an account to reconnect. */
export const SEND_ALERT_JOB = 'send-alert';
/** Daily: warns members of accounts whose sign-in lapses within 7 days. */
export const WARN_EXPIRING_TOKENS_JOB = 'warn-expiring-tokens';

/** What one send-alert job is about. */
export type AlertJob = AlertRequest;

/**
 * Every job the queue carries, by name, with its typed payload. A publish job's id is derived
 * from the delivery's id (`publishJobId`), so adding the same job twice is a no-op.
 */
export interface SocialPublishJobs {
  [PUBLISH_DELIVERY_JOB]: { deliveryId: string };
  [SWEEP_DELIVERIES_JOB]: Record<string, never>;
  [REFRESH_TOKENS_JOB]: Record<string, never>;
  [REFRESH_METRICS_JOB]: Record<string, never>;
  [SEND_ALERT_JOB]: AlertJob;
  [WARN_EXPIRING_TOKENS_JOB]: Record<string, never>;
}

export type SocialPublishJobName = keyof SocialPublishJobs & string;

/** The names the worker must be able to handle; it refuses to start if one has no handler. */
export const SOCIAL_PUBLISH_JOB_NAMES: readonly SocialPublishJobName[] = [
  PUBLISH_DELIVERY_JOB,
  SWEEP_DELIVERIES_JOB,
  REFRESH_TOKENS_JOB,
  REFRESH_METRICS_JOB,
  SEND_ALERT_JOB,
  WARN_EXPIRING_TOKENS_JOB,
];

/** A job's handler, in `<feature>.job.ts`. */
export interface SocialPublishJobHandler<Name extends SocialPublishJobName = SocialPublishJobName> {
  readonly name: Name;
  handle(payload: SocialPublishJobs[Name], job: Job, token?: string): Promise<unknown>;
}

export const SOCIAL_PUBLISH_HANDLERS = Symbol('SOCIAL_PUBLISH_HANDLERS');

/** BullMQ refuses ids with ':'; a delivery id is a UUID, which has none. */
export function publishJobId(deliveryId: string): string {
  return `delivery-${deliveryId.replace(/:/g, '-')}`;
}

/**
 * BullMQ never retries a publish job by itself (one attempt): the worker's rules decide what
 * may be tried again and delay the same job. Finished jobs are removed, so the same id can be
 * added again when a member retries a failed delivery; PostgreSQL keeps the outcome.
 */
export const PUBLISH_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: true,
  removeOnFail: true,
};

/** The jobs that publish these deliveries, each delayed until it is due (Queue.addBulk). */
export function publishJobs(
  deliveries: readonly { id: string; dueAt: Date }[],
  now: number = Date.now(),
): { name: typeof PUBLISH_DELIVERY_JOB; data: { deliveryId: string }; opts: BulkJobOptions }[] {
  return deliveries.map((delivery) => ({
    name: PUBLISH_DELIVERY_JOB,
    data: { deliveryId: delivery.id },
    opts: {
      ...PUBLISH_JOB_OPTIONS,
      jobId: publishJobId(delivery.id),
      delay: Math.max(0, delivery.dueAt.getTime() - now),
    },
  }));
}
