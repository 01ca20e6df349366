import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { firstRow, type RelayedWebhookEvent } from '@sandglass/server';
import { ADMIN_WEBHOOK_EVENTS, type WebhookEvent } from '@sandglass/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AttemptOutcome } from './retry-schedule.js';
import type { DeliveryStatus } from './webhook-delivery.entity.js';

/** A Standard Webhooks message id, `msg_` and 24 random bytes. */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** The body every attempt of a delivery sends: `{type, timestamp, data}`. */
export function webhookBody(type: string, occurredAt: Date, data: unknown): string {
  return JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  messageId: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  enabled: boolean;
  failingSince: Date | null;
  userId: string;
  ownerEmail: string;
}

/** What recording an attempt did to the endpoint. */
export interface Recorded {
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  /** The endpoint was disabled by this attempt, and why. */
  disabled: string | null;
}

/** A delivery left `delivering` this long is taken over: an attempt takes 10 s at most, so its worker died. */
export const STUCK_DELIVERING_MS = 20_000;

/**
 * The deliveries' reads and writes. PostgreSQL is the truth: a delivery is claimed by one
 * conditional update before its attempt, and each attempt is recorded with its outcome in one
 * transaction.
 */
@Injectable()
export class DeliveryStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Takes an event once (a relay may come twice) and makes a delivery for every enabled
   * endpoint that wants it: a member's events go to that member's endpoints, the firm's to
   * admins' endpoints. Returns the new deliveries' ids.
   */
  async fanOut(event: RelayedWebhookEvent): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const taken: unknown[] = await manager.query(
        `INSERT INTO webhooks.events (id, type, user_id, occurred_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type, event.userId, event.occurredAt],
      );
      if (taken.length === 0) return [];
      const forAdmins = ADMIN_WEBHOOK_EVENTS.includes(event.type);
      const endpoints: { id: string }[] = await manager.query(
        `SELECT id FROM webhooks.endpoints
          WHERE enabled AND $1 = ANY(events)
            AND ${forAdmins ? `owner_role = 'admin'` : `user_id = $2`}`,
        forAdmins ? [event.type] : [event.type, event.userId],
      );
      const body = webhookBody(event.type, new Date(event.occurredAt), event.data);
      return this.insert(
        manager,
        endpoints.map(({ id }) => ({ endpointId: id, eventId: event.id, type: event.type, body })),
      );
    });
  }

  /** A `webhook.test` delivery for one endpoint. */
  async insertTest(endpointId: string, now: Date): Promise<string> {
    const body = webhookBody('webhook.test', now, {
      endpointId,
      message: 'This is a test event from Sandglass.',
    });
    const [id] = await this.insert(this.dataSource.manager, [
      { endpointId, eventId: null, type: 'webhook.test', body },
    ]);
    return id!;
  }

  private async insert(
    manager: EntityManager,
    rows: {
      endpointId: string;
      eventId: string | null;
      type: WebhookEvent | string;
      body: string;
    }[],
  ): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO webhooks.deliveries
         (endpoint_id, event_id, type, message_id, body, status, next_attempt_at)
       SELECT endpoint_id, event_id, type, message_id, body, 'pending', now()
         FROM jsonb_to_recordset($1::jsonb)
           AS d(endpoint_id uuid, event_id uuid, type text, message_id text, body text)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        JSON.stringify(
          rows.map((row) => ({
            endpoint_id: row.endpointId,
            event_id: row.eventId,
            type: row.type,
            message_id: newMessageId(),
            body: row.body,
          })),
        ),
      ],
    );
    return inserted.map(({ id }) => id);
  }

  /**
   * Claims a due delivery for one attempt (or takes over one whose worker died mid-attempt).
   * Null when it is not due, settled, or another worker has it.
   */
  async claim(id: string, now: Date): Promise<ClaimedDelivery | null> {
    const rows: ClaimedDelivery[] = await this.dataSource.query(
      `WITH d AS (
         UPDATE webhooks.deliveries
            SET status = 'delivering', attempts = attempts + 1, claimed_at = $2, updated_at = $2
          WHERE id = $1
            AND ((status = 'pending' AND next_attempt_at <= $2)
              OR (status = 'delivering' AND claimed_at < $3))
          RETURNING *)
       SELECT d.id, d.endpoint_id AS "endpointId", d.message_id AS "messageId", d.body,
              d.attempts, e.url, e.secret, e.enabled, e.failing_since AS "failingSince",
              e.user_id AS "userId", e.owner_email AS "ownerEmail"
         FROM d JOIN webhooks.endpoints e ON e.id = d.endpoint_id`,
      [id, now, new Date(now.getTime() - STUCK_DELIVERING_MS)],
    );
    return firstRow(rows);
  }

  /** Settles a delivery whose endpoint was disabled meanwhile, without an attempt. */
  async skip(claim: ClaimedDelivery): Promise<void> {
    await this.dataSource.query(
      `UPDATE webhooks.deliveries SET status = 'failed', attempts = attempts - 1,
              next_attempt_at = NULL, claimed_at = NULL WHERE id = $1`,
      [claim.id],
    );
  }

  /**
   * Records an attempt and its consequences in one transaction: the delivery's new state, the
   * attempt's log row, and the endpoint's health (a success clears its failing streak; `410`
   * disables it; failing for DISABLE_AFTER_FAILING_MS disables it).
   */
  async record(
    claim: ClaimedDelivery,
    outcome: AttemptOutcome,
    timing: { at: Date; durationMs: number; nextRetryAt: Date | null; disableAfterMs: number },
  ): Promise<Recorded> {
    return this.dataSource.transaction(async (manager) => {
      const delivered = outcome.kind === 'delivered';
      const retry = outcome.kind === 'retry' ? timing.nextRetryAt : null;
      const status: DeliveryStatus = delivered ? 'succeeded' : retry ? 'pending' : 'failed';
      const error = 'error' in outcome ? outcome.error.slice(0, 300) : null;
      await manager.query(
        `INSERT INTO webhooks.delivery_attempts
           (delivery_id, attempted_at, status_code, duration_ms, error, next_retry_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [claim.id, timing.at, outcome.statusCode, timing.durationMs, error, retry],
      );
      await manager.query(
        `UPDATE webhooks.deliveries SET status = $2, next_attempt_at = $3, claimed_at = NULL,
                updated_at = now() WHERE id = $1 AND status = 'delivering'`,
        [claim.id, status, retry],
      );
      let disabled: string | null = null;
      if (delivered) {
        await manager.query(`UPDATE webhooks.endpoints SET failing_since = NULL WHERE id = $1`, [
          claim.endpointId,
        ]);
      } else {
        const failingSince = claim.failingSince ?? timing.at;
        if (outcome.kind === 'gone') {
          disabled = 'The endpoint answered 410 Gone, which asks for no more deliveries.';
        } else if (timing.at.getTime() - failingSince.getTime() >= timing.disableAfterMs) {
          disabled = `Every delivery has failed since ${failingSince.toISOString()}.`;
        }
        const changed: unknown[] = await manager.query(
          `UPDATE webhooks.endpoints
              SET failing_since = COALESCE(failing_since, $2),
                  enabled = CASE WHEN $3::text IS NULL THEN enabled ELSE false END,
                  disabled_reason = COALESCE($3, disabled_reason),
                  updated_at = now()
            WHERE id = $1 AND (enabled OR $3::text IS NULL)
            RETURNING id`,
          [claim.endpointId, timing.at, disabled],
        );
        if (disabled && changed.length === 0) disabled = null;
      }
      return { status, nextAttemptAt: retry, disabled };
    });
  }

  /** Puts a delivery of this endpoint back to be sent now (same `webhook-id`); false if none. */
  async redeliver(endpointId: string, deliveryId: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `UPDATE webhooks.deliveries SET status = 'pending', next_attempt_at = $3, updated_at = $3
        WHERE id = $1 AND endpoint_id = $2 AND status <> 'delivering' RETURNING id`,
      [deliveryId, endpointId, now],
    );
    if (rows.length > 0) return true;
    const exists: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM webhooks.deliveries WHERE id = $1 AND endpoint_id = $2`,
      [deliveryId, endpointId],
    );
    return exists.length > 0;
  }

  /** Pending deliveries due before `until` and ones stuck delivering (their jobs may be lost). */
  async toSweep(now: Date, until: Date, limit: number): Promise<{ id: string; dueAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, COALESCE(next_attempt_at, now()) AS "dueAt" FROM webhooks.deliveries
        WHERE (status = 'pending' AND next_attempt_at <= $1)
           OR (status = 'delivering' AND claimed_at < $2)
        ORDER BY next_attempt_at LIMIT $3`,
      [until, new Date(now.getTime() - STUCK_DELIVERING_MS), limit],
    );
  }
}
