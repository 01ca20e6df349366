import type { WebhookEvent } from './api-access.js';

/** A webhook endpoint as its owner sees it (the secret only when made or rotated). */
export interface WebhookEndpointBody {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEvent[];
  enabled: boolean;
  /** Why the system disabled it (410 Gone, days of failures); null otherwise. */
  disabledReason: string | null;
  createdAt: string;
  /** `whsec_…`: present only in the answer that made or rotated it. */
  secret?: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivering' | 'succeeded' | 'failed';

export interface WebhookAttemptBody {
  at: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  nextRetryAt: string | null;
}

export interface WebhookDeliveryBody {
  id: string;
  /** The `webhook-id` every attempt carries. */
  messageId: string;
  type: string;
  status: WebhookDeliveryStatus;
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: WebhookAttemptBody[];
}
