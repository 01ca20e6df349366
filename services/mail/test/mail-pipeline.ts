import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  DatabaseModule,
  LoggingModule,
  MAIL_BULL_QUEUE,
  MailClient,
  MailModule,
  type MailRequest,
} from '@sandglass/server';
import {
  createTestDatabase,
  startLoopbackSmtp,
  testRedisPrefix,
  testRedisUrl,
  type LoopbackSmtp,
} from '@sandglass/server/testing';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { startMailWorker } from './mail-worker.js';

/** A row of mail.messages as the tests read it. */
export interface MessageRow {
  id: string;
  status: string;
  attempts: number;
  recipient: string;
  messageId: string | null;
  smtpResponse: string | null;
  error: string | null;
  data: unknown;
  subject: string | null;
}

/** A service that sends mail, the mail worker, and the SMTP server they both reach. */
export interface MailWorld {
  databaseUrl: string;
  redisPrefix: string;
  smtp: LoopbackSmtp;
  /** The sending service's client and its database connection. */
  client: MailClient;
  dataSource: DataSource;
  queue: Queue;
  startWorker(env?: Record<string, string>): Promise<void>;
  stopWorker(): Promise<void>;
  rows(ids?: readonly string[]): Promise<MessageRow[]>;
  /** Polls mail.messages until `done(rows)` holds (a state, not a time). */
  waitForRows(
    ids: readonly string[],
    done: (rows: MessageRow[]) => boolean,
    timeoutMs?: number,
  ): Promise<MessageRow[]>;
  close(): Promise<void>;
}

/** A stand-in for a service: its own schema, and the mail client (MailModule) as they use it. */
@Module({})
class SenderModule {
  static forRoot(settings: {
    DATABASE_URL: string;
    REDIS_URL: string;
    REDIS_PREFIX: string;
  }): DynamicModule {
    return {
      module: SenderModule,
      imports: [
        LoggingModule.forRoot('sender', 'silent'),
        DatabaseModule.forRoot({
          url: settings.DATABASE_URL,
          schema: 'sender',
          entities: [],
          migrations: [],
        }),
        MailModule.forRoot(settings),
      ],
    };
  }
}

export async function startMailWorld(
  label: string,
  workerEnv: Record<string, string> = {},
): Promise<MailWorld> {
  const db = await createTestDatabase(`mail${label}`);
  const redis = testRedisPrefix(`mail${label}`);
  const smtp = await startLoopbackSmtp();
  // The sender boots first, on an empty database: its MailModule creates schema `mail`.
  const sender: INestApplicationContext = await NestFactory.createApplicationContext(
    SenderModule.forRoot({
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: redis.prefix,
    }),
    { logger: false },
  );
  await sender.init();
  const dataSource = sender.get(DataSource);
  const target = { databaseUrl: db.url, redisPrefix: redis.prefix, smtpUrl: smtp.url };
  let worker: INestApplicationContext | null = null;

  const rows = async (ids?: readonly string[]): Promise<MessageRow[]> =>
    dataSource.query(
      `SELECT id, status, attempts, recipient, message_id AS "messageId",
              smtp_response AS "smtpResponse", error, data, subject
         FROM mail.messages ${ids ? 'WHERE id = ANY($1)' : ''} ORDER BY created_at, id`,
      ids ? [ids] : [],
    );

  const world: MailWorld = {
    databaseUrl: db.url,
    redisPrefix: redis.prefix,
    smtp,
    client: sender.get(MailClient),
    dataSource,
    queue: sender.get<Queue>(MAIL_BULL_QUEUE),
    startWorker: async (env = {}) => {
      worker = await startMailWorker(target, { ...workerEnv, ...env });
    },
    stopWorker: async () => {
      await worker?.close();
      worker = null;
    },
    rows,
    waitForRows: async (ids, done, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const current = await rows(ids);
        if (done(current)) return current;
        if (Date.now() > deadline) {
          throw new Error(
            `The messages did not reach the expected state within ${timeoutMs} ms: ${JSON.stringify(
              current.map(({ id, status, attempts, error }) => ({ id, status, attempts, error })),
            )}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: async () => {
      await worker?.close();
      await sender.close();
      await smtp.close();
      await redis.clear();
      await db.drop();
    },
  };
  return world;
}

let counter = 0;

/** A contact notice to `to` with a fresh idempotency key (or the one given). */
export function contactMail(
  to: string,
  overrides: Partial<{ idempotencyKey: string; message: string; replyTo: string }> = {},
): MailRequest {
  counter += 1;
  return {
    template: 'contact-notice',
    to,
    replyTo: overrides.replyTo ?? 'ada@example.com',
    idempotencyKey: overrides.idempotencyKey ?? `test:${randomUUID()}`,
    data: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: null,
      interest: 'Seeking Investment',
      message: overrides.message ?? `Message number ${counter}.`,
    },
  };
}

/** A fresh address, so each test's mail is its own. */
export const newAddress = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

export const sentOrSettled = (rows: MessageRow[]) =>
  rows.length > 0 && rows.every((row) => ['sent', 'failed', 'suppressed'].includes(row.status));
