import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig, openDataSource } from '@sandglass/server';
import {
  createTestDatabase,
  freePort,
  testRedisPrefix,
  testRedisUrl,
} from '@sandglass/server/testing';
import type { SocialDeliveryStatus, SocialPlatform } from '@sandglass/shared';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { TokenCipher } from '../src/connected-accounts/token-cipher.js';
import { SocialConfig } from '../src/config.js';
import { SOCIAL_DATABASE } from '../src/database.js';
import { PlatformRegistry } from '../src/platforms/platform-registry.js';
import { PublishQueue } from '../src/publishing/publish-queue.js';
import { SOCIAL_PUBLISH_QUEUE } from '../src/publishing/social-publish.queue.js';
import { SandboxControl } from '@sandglass/platform-sandbox';
import { startPlatformSandbox, type PlatformSandbox } from '@sandglass/platform-sandbox';
import { SocialWorkerModule } from '../src/worker.module.js';
import { accountRow, authorizeAtSandbox, INSERT_ACCOUNT } from './sandbox-accounts.js';
import { startSocialService, type RunningSocial } from './social-service.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
export const WORKER_ENTRY = join(ROOT, 'services/social/dist/worker.js');

/**
 * What the worker's tests publish against: a database and Redis prefix of their own, the
 * platform sandbox on loopback, and the settings a worker process needs to use them.
 */
export interface PublishingWorld {
  db: DataSource;
  sandbox: PlatformSandbox;
  control: SandboxControl;
  /** Adds jobs exactly as the API does after saving a post. */
  publishQueue: PublishQueue;
  queue: Queue;
  redisPrefix: string;
  /** Environment for a worker (in process or child). */
  env: Record<string, string>;
  registry: PlatformRegistry;
  cipher: TokenCipher;
  close(): Promise<void>;
}

export async function startPublishingWorld(
  label: string,
  env: Record<string, string> = {},
): Promise<PublishingWorld> {
  const database = await createTestDatabase(label);
  const redis = testRedisPrefix(label);
  const sandbox = await startPlatformSandbox();
  const settings: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redis.prefix,
    SITE_URL: 'https://sandglass.test',
    SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64'),
    SOCIAL_SANDBOX_URL: sandbox.url,
    SOCIAL_PLATFORM_TIMEOUT_MS: '5000',
    // Each worker's /metrics on a free port, so workers (and test files) never share one.
    METRICS_PORT: '0',
    ...env,
  };
  const config = loadConfig(SocialConfig, settings);
  const db = await openDataSource({ url: database.url, ...SOCIAL_DATABASE });
  const queue = new Queue(SOCIAL_PUBLISH_QUEUE, {
    connection: { url: testRedisUrl() },
    prefix: `${redis.prefix}:bull`,
  });
  return {
    db,
    sandbox,
    control: new SandboxControl(sandbox.url),
    publishQueue: new PublishQueue(queue),
    queue,
    redisPrefix: redis.prefix,
    env: settings,
    registry: new PlatformRegistry(config),
    cipher: TokenCipher.fromKey(config.SOCIAL_TOKEN_KEY),
    close: async () => {
      await queue.close();
      await db.destroy();
      await sandbox.close();
      await redis.clear();
      await database.drop();
    },
  };
}

/** The worker in this process (a Nest application context, as worker.ts boots it). */
export async function startWorkerInProcess(
  world: Pick<PublishingWorld, 'env'>,
  env: Record<string, string> = {},
): Promise<INestApplicationContext> {
  const config = loadConfig(SocialConfig, { ...world.env, LOG_LEVEL: 'silent', ...env });
  const app = await NestFactory.createApplicationContext(SocialWorkerModule.forRoot(config), {
    logger: false,
  });
  await app.init();
  return app;
}

/**
 * The social API publishing to the platform sandbox, and beside it the worker as worker.ts
 * boots it, in this process, on the same database and Redis prefix.
 */
export interface ServiceWithWorker {
  sandbox: PlatformSandbox;
  control: SandboxControl;
  service: RunningSocial;
  worker: INestApplicationContext;
  close(): Promise<void>;
}

export async function startServiceWithWorker(
  label: string,
  env: Record<string, string> = {},
  options: {
    /**
     * SITE_URL is the service itself (on a port chosen first), so the sandbox fetches
     * GET /api/social/media/:id exactly as Meta would.
     */
    siteIsService?: boolean;
  } = {},
): Promise<ServiceWithWorker> {
  const sandbox = await startPlatformSandbox();
  const control = new SandboxControl(sandbox.url);
  const port = options.siteIsService ? await freePort() : undefined;
  const service = await startSocialService(label, {
    ...(port === undefined ? {} : { PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` }),
    SOCIAL_SANDBOX_URL: sandbox.url,
    ...env,
  });
  const worker = await startWorkerInProcess({
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: service.databaseUrl,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: service.redisPrefix,
      // Its /metrics on a free port: two test files running at once each start a worker.
      METRICS_PORT: '0',
      ...service.env,
    },
  });
  return {
    sandbox,
    control,
    service,
    worker,
    close: async () => {
      await worker.close();
      await service.close();
      await sandbox.close();
    },
  };
}

export interface WorkerProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** The built worker (services/social/dist/worker.js) as a child process, to kill. */
export async function spawnWorker(
  world: PublishingWorld,
  env: Record<string, string> = {},
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    env: { ...process.env, ...world.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      if (line.includes('worker started')) ready();
    });
  }
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    started.then(() => 'started' as const),
    exited.then(() => 'exited' as const),
    new Promise((resolve) => (timer = setTimeout(resolve, 20_000, 'timeout'))),
  ]);
  clearTimeout(timer);
  if (outcome !== 'started') {
    child.kill('SIGKILL');
    throw new Error(`The worker did not start (${outcome}):\n${output.join('\n')}`);
  }
  return { child, output, exited };
}

/**
 * Connects a sandbox account the way a member does (authorize, approve, exchange the code)
 * and stores it encrypted, as the API's callback does. Answers its id.
 */
export async function connectAccount(
  world: PublishingWorld,
  platform: SocialPlatform,
  userId: string,
): Promise<string> {
  const choice = await authorizeAtSandbox(
    world.registry.adapter(platform),
    world.sandbox.url,
    platform,
  );
  const rows: { id: string }[] = await world.db.query(
    INSERT_ACCOUNT,
    accountRow(userId, platform, choice, (plain) => world.cipher.encrypt(plain)),
  );
  return rows[0]!.id;
}

export interface TestPost {
  postId: string;
  deliveries: { id: string; platform: SocialPlatform }[];
}

/**
 * Saves posts with one queued delivery per account, as the API does, then adds their jobs.
 * `accounts` maps each platform to the account that publishes it.
 */
export async function schedulePosts(
  world: PublishingWorld,
  options: {
    userId: string;
    accounts: Partial<Record<SocialPlatform, string>>;
    texts: string[];
    dueAt?: Date;
    enqueue?: boolean;
  },
): Promise<TestPost[]> {
  const dueAt = options.dueAt ?? new Date();
  const posts: TestPost[] = [];
  for (const text of options.texts) {
    const [post] = (await world.db.query(
      `INSERT INTO social.posts (user_id, text, scheduled_time) VALUES ($1, $2, $3) RETURNING id`,
      [options.userId, text, dueAt],
    )) as { id: string }[];
    const deliveries: TestPost['deliveries'] = [];
    for (const [platform, accountId] of Object.entries(options.accounts)) {
      const [delivery] = (await world.db.query(
        `INSERT INTO social.deliveries (post_id, platform, account_id, next_attempt_at)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [post!.id, platform, accountId, dueAt],
      )) as { id: string }[];
      deliveries.push({ id: delivery!.id, platform: platform as SocialPlatform });
    }
    posts.push({ postId: post!.id, deliveries });
  }
  if (options.enqueue ?? true) {
    await world.publishQueue.enqueue(
      posts.flatMap((post) => post.deliveries.map(({ id }) => ({ id, dueAt }))),
    );
  }
  return posts;
}

export interface DeliveryRow {
  id: string;
  postId: string;
  platform: SocialPlatform;
  status: SocialDeliveryStatus;
  attempts: number;
  error: string | null;
  errorKind: string | null;
  retryable: boolean;
  outcomeUnknown: boolean;
  url: string | null;
  externalId: string | null;
  text: string;
  postStatus: string;
  nextAttemptAt: Date;
  publishedAt: Date | null;
}

export async function deliveries(world: PublishingWorld, ids?: string[]): Promise<DeliveryRow[]> {
  return world.db.query(
    `SELECT d.id, d.post_id AS "postId", d.platform, d.status, d.attempts, d.error,
            d.error_kind AS "errorKind", d.retryable, d.outcome_unknown AS "outcomeUnknown",
            d.url, d.external_id AS "externalId", p.text, p.status AS "postStatus",
            d.next_attempt_at AS "nextAttemptAt", d.published_at AS "publishedAt"
       FROM social.deliveries d JOIN social.posts p ON p.id = d.post_id
      ${ids ? 'WHERE d.id = ANY($1)' : ''} ORDER BY p.text, d.platform`,
    ids ? [ids] : [],
  );
}

/** Polls until `done` holds for the deliveries (or fails the test after `timeoutMs`). */
export async function waitForDeliveries(
  world: PublishingWorld,
  done: (rows: DeliveryRow[]) => boolean,
  timeoutMs = 20_000,
  ids?: string[],
): Promise<DeliveryRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await deliveries(world, ids);
    if (done(rows)) return rows;
    if (Date.now() > deadline) {
      const counts: Record<string, number> = {};
      for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
      throw new Error(`Deliveries did not settle in ${timeoutMs} ms: ${JSON.stringify(counts)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const settled = (rows: DeliveryRow[]) =>
  rows.every((row) => row.status === 'posted' || row.status === 'failed');

/** Distinct texts (the platforms refuse the same text twice in a row). */
export function texts(count: number, label = 'post'): string[] {
  const run = randomBytes(3).toString('hex');
  return Array.from({ length: count }, (_, index) => `${label} ${run} number ${index + 1}`);
}
