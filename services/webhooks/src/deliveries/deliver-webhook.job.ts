import { Inject, Injectable } from '@nestjs/common';
import {
  Clock,
  delayJob,
  DELIVER_WEBHOOK_JOB,
  LOGGER,
  MailClient,
  type WebhookJobs,
} from '@sandglass/server';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { WebhooksConfig } from '../config.js';
import type { WebhookJobHandler } from '../queue/webhooks.worker.js';
import { WEBHOOKS_CONFIG } from '../tokens.js';
import { DeliveryStore } from './delivery-store.js';
import { DISABLE_AFTER_FAILING_MS, nextRetryAt } from './retry-schedule.js';
import { sendWebhook } from './webhook-sender.js';

/**
 * One attempt of one delivery: claim it, send it signed, record what happened, and when it is
 * to be tried again delay this same job (same `webhook-id`, new timestamp and signature). An
 * endpoint the attempt disabled (410 Gone, failing for days) has its owner told by mail.
 */
@Injectable()
export class DeliverWebhookJob implements WebhookJobHandler<typeof DELIVER_WEBHOOK_JOB> {
  readonly name = DELIVER_WEBHOOK_JOB;

  constructor(
    private readonly store: DeliveryStore,
    private readonly mail: MailClient,
    private readonly clock: Clock,
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(
    { deliveryId }: WebhookJobs[typeof DELIVER_WEBHOOK_JOB],
    job: Job,
    token?: string,
  ): Promise<string> {
    const claim = await this.store.claim(deliveryId, this.clock.now());
    if (!claim) return 'not-due';
    if (!claim.enabled) {
      await this.store.skip(claim);
      return 'endpoint-disabled';
    }
    const at = this.clock.now();
    const started = performance.now();
    const outcome = await sendWebhook(
      { url: claim.url, secret: claim.secret, messageId: claim.messageId, body: claim.body, at },
      this.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    );
    const durationMs = Math.round(performance.now() - started);
    const recorded = await this.store.record(claim, outcome, {
      at,
      durationMs,
      nextRetryAt: nextRetryAt(claim.attempts, at),
      disableAfterMs: DISABLE_AFTER_FAILING_MS,
    });
    if (recorded.disabled) {
      this.logger.warn(
        { endpoint: claim.endpointId },
        `webhook endpoint disabled: ${recorded.disabled}`,
      );
      await this.mail.send({
        template: 'webhook-disabled',
        to: claim.ownerEmail,
        data: { url: claim.url, reason: recorded.disabled },
        idempotencyKey: `webhook-disabled:${claim.endpointId}:${at.toISOString()}`,
      });
    }
    if (recorded.nextAttemptAt) {
      await delayJob(job, token, recorded.nextAttemptAt, this.clock.now(), this.logger);
    }
    return recorded.status;
  }
}
