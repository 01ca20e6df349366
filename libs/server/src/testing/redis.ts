import { randomBytes } from 'node:crypto';
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
