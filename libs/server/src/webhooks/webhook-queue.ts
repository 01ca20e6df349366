import type { JobsOptions } from 'bullmq';
import type { WebhookEvent } from '@sandglass/shared';

/** The queue every webhook event and delivery goes through (the webhooks service drains it). */
export const WEBHOOKS_QUEUE = 'webhooks';

/** Takes one event from an emitting service's outbox into the webhooks service. */
export const RELAY_WEBHOOK_EVENT_JOB = 'relay-webhook-event';
/** Sends one delivery (one event to one endpoint), retried by delaying the same job. */
export const DELIVER_WEBHOOK_JOB = 'deliver-webhook';
/** Re-adds the jobs of deliveries that have none, and settles deliveries left in flight. */
export const SWEEP_WEBHOOKS_JOB = 'sweep-webhooks';

/** An event as an emitting service records it and relays it. */
export interface RelayedWebhookEvent {
  /** The outbox row's id: the event's identity from its state change on. */
  id: string;
  type: WebhookEvent;
  /** Whose event it is (a member's post); null for the firm's, which go to admins' endpoints. */
  userId: string | null;
  data: Record<string, unknown>;
  /** ISO time of the state change. */
  occurredAt: string;
}

export interface WebhookJobs {
  [RELAY_WEBHOOK_EVENT_JOB]: { event: RelayedWebhookEvent };
  [DELIVER_WEBHOOK_JOB]: { deliveryId: string };
  [SWEEP_WEBHOOKS_JOB]: Record<string, never>;
}

export type WebhookJobName = keyof WebhookJobs & string;

export const WEBHOOK_JOB_NAMES: readonly WebhookJobName[] = [
  RELAY_WEBHOOK_EVENT_JOB,
  DELIVER_WEBHOOK_JOB,
  SWEEP_WEBHOOKS_JOB,
];

/** BullMQ never retries by itself: the handlers decide and delay the same job. */
export const WEBHOOK_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: true,
  removeOnFail: true,
};

export function relayJobId(eventId: string): string {
  return `event-${eventId}`;
}

export function deliveryJobId(deliveryId: string): string {
  return `delivery-${deliveryId}`;
}
