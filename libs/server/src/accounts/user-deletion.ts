import { hostname } from 'node:os';
import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
  type Type,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RedisSettings } from '../config/base-config.js';
import { LOGGER } from '../logging/logging.module.js';
import { REDIS, REDIS_SETTINGS } from '../redis/redis.module.js';

/** What the auth service announces once an account is deleted. */
export interface UserDeletedEvent {
  userId: string;
  /** The account's address when it was deleted (content keys newsletter rows by address). */
  email: string;
  deletedAt: string;
}

/** The Redis stream every service reads deletions from: `<prefix>:events:user-deleted`. */
export const userDeletedStream = (settings: RedisSettings) =>
  `${settings.REDIS_PREFIX}:events:user-deleted`;

/** Adds one deletion to the stream (the auth service's outbox calls this; a repeat is harmless). */
export async function announceUserDeleted(
  redis: Redis,
  settings: RedisSettings,
  event: UserDeletedEvent,
): Promise<void> {
  await redis.xadd(
    userDeletedStream(settings),
    '*',
    'userId',
    event.userId,
    'email',
    event.email,
    'deletedAt',
    event.deletedAt,
  );
}

/**
 * A service's part in deleting a person: removes what the service holds of `event.userId`.
 * Must be idempotent: an event can come twice (a retry, a second announcement), and must
 * succeed then too.
 */
export interface UserDeletionHandler {
  deleteUser(event: UserDeletedEvent): Promise<void>;
}

export const USER_DELETION_HANDLER = Symbol('USER_DELETION_HANDLER');
const CONSUMER_GROUP = Symbol('USER_DELETION_CONSUMER_GROUP');

/** How long the reader blocks for new events, and how long an entry may sit unacknowledged with another reader (a replica that died) before this one takes it. */
const BLOCK_MS = 2_000;
const CLAIM_IDLE_MS = 30_000;
const RETRY_WAIT_MS = 1_000;

type StreamEntry = [id: string, fields: string[]];

const toEvent = (fields: string[]): UserDeletedEvent => {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) map.set(fields[i]!, fields[i + 1]!);
  return {
    userId: map.get('userId') ?? '',
    email: map.get('email') ?? '',
    deletedAt: map.get('deletedAt') ?? '',
  };
};

/**
 * Reads the deletion stream as the service's consumer group (one group per service, so every
 * service gets every event, and replicas of one service share them) and hands each event to the
 * service's handler, acknowledging it once handled. An event whose handling failed stays
 * pending and is tried again; one left by a replica that died is claimed after CLAIM_IDLE_MS.
 * A service that was down reads, when it returns, everything announced meanwhile: the group
 * remembers where it was.
 */
@Injectable()
export class UserDeletionConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private reader?: Redis;
  private running = false;
  private loop?: Promise<void>;
  private readonly consumer = `${hostname()}-${process.pid}`;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_SETTINGS) private readonly settings: RedisSettings,
    @Inject(CONSUMER_GROUP) private readonly group: string,
    @Inject(USER_DELETION_HANDLER) private readonly handler: UserDeletionHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private get stream(): string {
    return userDeletedStream(this.settings);
  }

  onApplicationBootstrap(): void {
    // A connection of its own: a blocking read must not hold up the service's other commands.
    this.reader = this.redis.duplicate();
    this.reader.on('error', () => undefined);
    this.running = true;
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    this.reader?.disconnect();
    await this.loop?.catch(() => undefined);
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        await this.ensureGroup();
        // Ours that failed before (id 0: this consumer's pending entries), then other readers'
        // abandoned ones, then new ones.
        const pending = await this.read('0', false);
        const claimed = await this.claim();
        const fresh = pending.length + claimed.length > 0 ? [] : await this.read('>', true);
        for (const entry of [...pending, ...claimed, ...fresh]) await this.handle(entry);
        if (pending.length > 0) await sleep(RETRY_WAIT_MS);
      } catch (error) {
        if (!this.running) return;
        this.logger.warn({ err: error }, 'could not read account deletions; trying again');
        await sleep(RETRY_WAIT_MS);
      }
    }
  }

  private async ensureGroup(): Promise<void> {
    try {
      await this.redis.xgroup('CREATE', this.stream, this.group, '0', 'MKSTREAM');
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
  }

  private async read(from: '0' | '>', block: boolean): Promise<StreamEntry[]> {
    const args: (string | number)[] = ['GROUP', this.group, this.consumer, 'COUNT', 20];
    if (block) args.push('BLOCK', BLOCK_MS);
    args.push('STREAMS', this.stream, from);
    const answer = (await (this.reader!.call('XREADGROUP', ...args) as Promise<unknown>)) as
      [string, StreamEntry[]][] | null;
    return (answer?.[0]?.[1] ?? []).filter(([, fields]) => fields !== null);
  }

  private async claim(): Promise<StreamEntry[]> {
    const answer = (await this.redis.call(
      'XAUTOCLAIM',
      this.stream,
      this.group,
      this.consumer,
      CLAIM_IDLE_MS,
      '0',
      'COUNT',
      20,
    )) as [string, StreamEntry[]];
    return (answer?.[1] ?? []).filter(([, fields]) => fields !== null);
  }

  private async handle([id, fields]: StreamEntry): Promise<void> {
    const event = toEvent(fields);
    try {
      if (event.userId) await this.handler.deleteUser(event);
      await this.redis.xack(this.stream, this.group, id);
      this.logger.info({ userId: event.userId }, 'deleted what this service held of an account');
    } catch (error) {
      this.logger.error(
        { err: error, userId: event.userId },
        'could not delete an account’s data; trying again',
      );
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A service's share of account deletion, for its app module's providers: `handler` (a class
 * implementing UserDeletionHandler, with the service's own dependencies) runs for every deleted
 * account, read as consumer group `service`. Needs the service's RedisModule and LoggingModule.
 */
export function userDeletionProviders(
  service: string,
  handler: Type<UserDeletionHandler>,
): Provider[] {
  return [
    { provide: CONSUMER_GROUP, useValue: service },
    handler,
    { provide: USER_DELETION_HANDLER, useExisting: handler },
    UserDeletionConsumer,
  ];
}
