import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from './ports.js';
import { Redis } from 'ioredis';

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A key prefix of its own for one test file; `clear()` deletes every key under it. */
export function testRedisPrefix(label: string): { prefix: string; clear(): Promise<void> } {
  const prefix = `sgtest_${label}_${randomBytes(4).toString('hex')}`;
  return {
    prefix,
    clear: async () => {
      const redis = new Redis(testRedisUrl());
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          cursor = next;
          if (keys.length > 0) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}

export interface OwnRedis {
  url: string;
  /** A client of its own, for the test to act on the server (CLIENT PAUSE, DEBUG SLEEP…). */
  admin: Redis;
  stop(): Promise<void>;
}

/**
 * A redis-server of the test's own (from the PATH) on a free port, without persistence: for
 * tests that stall or stop Redis, which must never do that to the machine's shared one.
 */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  // ioredis retries the connection until the server listens, and PING answers once it does.
  const admin = new Redis(url, { retryStrategy: () => 50, maxRetriesPerRequest: null });
  admin.on('error', () => undefined);
  await Promise.race([
    admin.ping(),
    exited.then(() => {
      throw new Error(`redis-server did not start on port ${port}.`);
    }),
  ]);
  return {
    url,
    admin,
    stop: async () => {
      admin.disconnect();
      child.kill('SIGTERM');
      await exited;
    },
  };
}
