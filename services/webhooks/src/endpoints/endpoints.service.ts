import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  Clock,
  ValidationFailedError,
  WEBHOOKS_BULL_QUEUE,
  type AuthUser,
} from '@sandglass/server';
import {
  ADMIN_WEBHOOK_EVENTS,
  hasRole,
  type WebhookDeliveryBody,
  type WebhookEndpointBody,
  type WebhookEvent,
} from '@sandglass/shared';
import type { Queue } from 'bullmq';
import { DataSource, type Repository } from 'typeorm';
import type { WebhooksConfig } from '../config.js';
import { deliverNow } from '../deliveries/delivery-jobs.js';
import { DeliveryStore } from '../deliveries/delivery-store.js';
import { WEBHOOKS_CONFIG } from '../tokens.js';
import { urlProblem } from './address-rules.js';
import {
  AdminEventsError,
  DeliveryNotFoundError,
  WebhookLimitError,
  WebhookNotFoundError,
} from './endpoints.errors.js';
import type { CreateWebhookDto, UpdateWebhookDto } from './endpoints.dto.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

export const WEBHOOKS_PER_USER = 20;
const DELIVERY_LOG_SIZE = 50;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

function toBody(row: WebhookEndpoint, secret?: string): WebhookEndpointBody {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    ...(secret ? { secret } : {}),
  };
}

/** A person's webhook endpoints: theirs alone (anyone else's id is a 404). */
@Injectable()
export class EndpointsService {
  private readonly endpoints: Repository<WebhookEndpoint>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deliveries: DeliveryStore,
    private readonly clock: Clock,
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
    @Inject(WEBHOOKS_BULL_QUEUE) private readonly queue: Queue,
  ) {
    this.endpoints = dataSource.getRepository(WebhookEndpoint);
  }

  async create(user: AuthUser, dto: CreateWebhookDto): Promise<WebhookEndpointBody> {
    this.checkUrl(dto.url);
    this.checkEvents(user, dto.events);
    if ((await this.endpoints.countBy({ userId: user.id })) >= WEBHOOKS_PER_USER) {
      throw new WebhookLimitError(WEBHOOKS_PER_USER);
    }
    const secret = newWebhookSecret();
    const row = await this.endpoints.save(
      this.endpoints.create({
        userId: user.id,
        ownerRole: user.role,
        ownerEmail: user.email,
        url: dto.url,
        description: dto.description || null,
        events: dto.events,
        secret,
        enabled: true,
        disabledReason: null,
        failingSince: null,
      }),
    );
    return toBody(row, secret);
  }

  async list(user: AuthUser): Promise<WebhookEndpointBody[]> {
    const rows = await this.endpoints.find({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return rows.map((row) => toBody(row));
  }

  async update(user: AuthUser, id: string, dto: UpdateWebhookDto): Promise<WebhookEndpointBody> {
    const row = await this.own(user, id);
    if (dto.url !== undefined) {
      this.checkUrl(dto.url);
      row.url = dto.url;
    }
    if (dto.events !== undefined) {
      this.checkEvents(user, dto.events);
      row.events = dto.events;
    }
    if (dto.description !== undefined) row.description = dto.description || null;
    if (dto.enabled !== undefined) {
      row.enabled = dto.enabled;
      if (dto.enabled) {
        row.disabledReason = null;
        row.failingSince = null;
      }
    }
    const secret = dto.rotateSecret ? newWebhookSecret() : undefined;
    if (secret) row.secret = secret;
    row.ownerRole = user.role;
    row.ownerEmail = user.email;
    return toBody(await this.endpoints.save(row), secret);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.own(user, id);
    await this.endpoints.delete({ id: row.id });
  }

  /** Sends `webhook.test` to the endpoint now; answers its delivery. */
  async test(user: AuthUser, id: string): Promise<WebhookDeliveryBody> {
    const row = await this.own(user, id);
    const deliveryId = await this.deliveries.insertTest(row.id, this.clock.now());
    await deliverNow(this.queue, deliveryId);
    return (await this.deliveryLog(row.id, deliveryId))[0]!;
  }

  async listDeliveries(user: AuthUser, id: string): Promise<WebhookDeliveryBody[]> {
    const row = await this.own(user, id);
    return this.deliveryLog(row.id);
  }

  /** Sends a delivery again now, with the same `webhook-id`. */
  async redeliver(user: AuthUser, id: string, deliveryId: string): Promise<WebhookDeliveryBody> {
    const row = await this.own(user, id);
    if (!(await this.deliveries.redeliver(row.id, deliveryId, this.clock.now()))) {
      throw new DeliveryNotFoundError();
    }
    await deliverNow(this.queue, deliveryId);
    return (await this.deliveryLog(row.id, deliveryId))[0]!;
  }

  private async own(user: AuthUser, id: string): Promise<WebhookEndpoint> {
    const row = await this.endpoints.findOneBy({ id, userId: user.id });
    if (!row) throw new WebhookNotFoundError();
    return row;
  }

  private checkUrl(url: string): void {
    const problem = urlProblem(url, this.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS);
    if (problem) throw new ValidationFailedError([{ field: 'url', message: problem }]);
  }

  private checkEvents(user: AuthUser, events: WebhookEvent[]): void {
    const adminOnly = events.filter((event) => ADMIN_WEBHOOK_EVENTS.includes(event));
    if (adminOnly.length > 0 && !hasRole(user, 'admin')) throw new AdminEventsError(adminOnly);
  }

  /** The newest deliveries of an endpoint (or one of them), each with its attempts. */
  private async deliveryLog(
    endpointId: string,
    deliveryId?: string,
  ): Promise<WebhookDeliveryBody[]> {
    const rows: (Omit<WebhookDeliveryBody, 'attempts' | 'createdAt' | 'nextAttemptAt'> & {
      createdAt: Date;
      nextAttemptAt: Date | null;
      attempts:
        | {
            at: string;
            statusCode: number | null;
            durationMs: number;
            error: string | null;
            nextRetryAt: string | null;
          }[]
        | null;
    })[] = await this.dataSource.query(
      `SELECT d.id, d.message_id AS "messageId", d.type, d.status, d.created_at AS "createdAt",
              d.next_attempt_at AS "nextAttemptAt",
              (SELECT json_agg(json_build_object(
                        'at', a.attempted_at, 'statusCode', a.status_code,
                        'durationMs', a.duration_ms, 'error', a.error,
                        'nextRetryAt', a.next_retry_at) ORDER BY a.attempted_at)
                 FROM webhooks.delivery_attempts a WHERE a.delivery_id = d.id) AS attempts
         FROM webhooks.deliveries d
        WHERE d.endpoint_id = $1 AND ($2::uuid IS NULL OR d.id = $2)
        ORDER BY d.created_at DESC, d.id LIMIT $3`,
      [endpointId, deliveryId ?? null, DELIVERY_LOG_SIZE],
    );
    return rows.map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
      nextAttemptAt: row.nextAttemptAt ? new Date(row.nextAttemptAt).toISOString() : null,
      attempts: (row.attempts ?? []).map((a) => ({
        ...a,
        at: new Date(a.at).toISOString(),
        nextRetryAt: a.nextRetryAt ? new Date(a.nextRetryAt).toISOString() : null,
      })),
    }));
  }
}
