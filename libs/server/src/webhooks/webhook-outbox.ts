import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { WebhookEvent } from '@sandglass/shared';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import type { RedisSettings } from '../config/base-config.js';
import { AfterCommit } from '../database/after-commit.js';
import { WebhookOutboxRow } from './webhook-outbox.entity.js';
import { LOGGER } from '../logging/logging.module.js';
import { bullConnection } from '../redis/bull-connection.js';
import { answerWithin } from '../redis/redis.module.js';
import {
  RELAY_WEBHOOK_EVENT_JOB,
  relayJobId,
  WEBHOOK_JOB_OPTIONS,
  WEBHOOKS_QUEUE,
  type RelayedWebhookEvent,
} from './webhook-queue.js';

/** The `webhooks` queue as a producer (`@Inject(WEBHOOKS_BULL_QUEUE)`). */
export const WEBHOOKS_BULL_QUEUE = Symbol('WEBHOOKS_BULL_QUEUE');

export function createWebhooksQueue(settings: RedisSettings): Queue {
  return new Queue(WEBHOOKS_QUEUE, bullConnection(settings));
}

/** One event to record: what happened, to whom (null: the firm's, for admins), and its data. */
export interface WebhookEventInput {
  type: WebhookEvent;
  userId: string | null;
  data: Record<string, unknown>;
}

/** An outbox row as it is relayed. */
type OutboxRow = Omit<RelayedWebhookEvent, 'occurredAt'> & { occurredAt: Date | string };

const COLUMNS = `id, type, user_id AS "userId", data, created_at AS "occurredAt"`;

/** How long a request waits for Redis to take the relay jobs; the relay sweep does the rest. */
const ENQUEUE_WAIT_MS = 2_000;
/** How often each process relays rows that are still waiting (Redis was away, a crash). */
export const WEBHOOK_RELAY_INTERVAL_MS = 10_000;
/** A row this old and not yet relayed is the sweep's (younger ones are their commit's). */
const RELAY_GRACE_MS = 5_000;
const RELAY_BATCH = 500;

/**
 * Writes webhook events into the service's outbox (`<schema>.webhook_outbox`) inside the
 * caller's transaction, and once it commits relays them to the `webhooks` queue (nothing if it
 * rolls back). Rows that could not be relayed (Redis away, the process killed between commit
 * and relay) are relayed by a sweep every WEBHOOK_RELAY_INTERVAL_MS in every process of the
 * service; the webhooks service takes an event once, whatever number of times it is relayed.
 */
@Injectable()
export class WebhookOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  /**
   * Rows written inside a transaction, relayed once it has committed. Not awaited: the committing
   * transaction still holds its connection then, and the relay's own write needs another;
   * waiting for it would let a busy worker's pool run dry. A relay that fails or never runs is
   * the sweep's.
   */
  private readonly afterCommit = new AfterCommit<OutboxRow>((rows) => {
    void this.relay(rows);
  });
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(WEBHOOKS_BULL_QUEUE) private readonly queue: Queue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The outbox table, qualified with the service's schema (`social.webhook_outbox`). */
  private get table(): string {
    const { schema, tableName } = this.dataSource.getMetadata(WebhookOutboxRow);
    return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), WEBHOOK_RELAY_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await this.queue.close();
  }

  /** Records events; inside a transaction they are relayed only once it commits. */
  async record(events: readonly WebhookEventInput[], manager?: EntityManager): Promise<void> {
    if (events.length === 0) return;
    const db = manager ?? this.dataSource.manager;
    const rows: OutboxRow[] = await db.query(
      `INSERT INTO ${this.table} (type, user_id, data)
       SELECT type, user_id, data FROM jsonb_to_recordset($1::jsonb)
           AS e(type text, user_id uuid, data jsonb)
       RETURNING ${COLUMNS}`,
      [JSON.stringify(events.map((e) => ({ type: e.type, user_id: e.userId, data: e.data })))],
    );
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) this.afterCommit.add(runner, rows);
    else await this.relay(rows);
  }

  /** Relays the rows still waiting (the sweep); resolves with how many it relayed. */
  sweep(): Promise<number> {
    const run = (async () => {
      const rows: OutboxRow[] = await this.dataSource.query(
        `SELECT ${COLUMNS} FROM ${this.table}
          WHERE relayed_at IS NULL AND created_at < now() - $1::interval
          ORDER BY created_at LIMIT $2`,
        [`${RELAY_GRACE_MS} milliseconds`, RELAY_BATCH],
      );
      await this.relay(rows);
      return rows.length;
    })().catch((error: unknown) => {
      this.logger.warn(`could not relay webhook events now: ${String(error)}`);
      return 0;
    });
    this.sweeping = run;
    return run;
  }

  /** Adds the rows' relay jobs, then marks them relayed; a failure is left to the sweep. */
  private async relay(rows: readonly OutboxRow[]): Promise<void> {
    if (rows.length === 0) return;
    try {
      await answerWithin(
        this.queue.addBulk(
          rows.map((row) => ({
            name: RELAY_WEBHOOK_EVENT_JOB,
            data: { event: { ...row, occurredAt: new Date(row.occurredAt).toISOString() } },
            opts: { ...WEBHOOK_JOB_OPTIONS, jobId: relayJobId(row.id) },
          })),
        ),
        ENQUEUE_WAIT_MS,
      );
      await this.dataSource.query(
        `UPDATE ${this.table} SET relayed_at = now() WHERE id = ANY($1)`,
        [rows.map((row) => row.id)],
      );
    } catch (error) {
      this.logger.warn(
        { err: error, events: rows.length },
        'could not relay webhook events now; the relay sweep will',
      );
    }
  }
}

/**
 * Webhook events from a service: `WebhookOutbox` over the service's own database (its entities
 * must include WebhookOutboxRow, and its migrations the table) and the `webhooks` queue.
 */
@Module({})
export class WebhookOutboxModule {
  static forRoot(settings: RedisSettings): DynamicModule {
    return {
      module: WebhookOutboxModule,
      global: true,
      providers: [
        { provide: WEBHOOKS_BULL_QUEUE, useFactory: () => createWebhooksQueue(settings) },
        WebhookOutbox,
      ],
      exports: [WebhookOutbox, WEBHOOKS_BULL_QUEUE],
    };
  }
}
