import { createServer } from 'node:net';
import { Clock, redisOptions } from '@sandglass/server';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { AiConfig } from '../config.js';
import { UsageLimits } from './usage-limits.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('UsageLimits without Redis', () => {
  let redis: Redis;
  afterEach(() => redis.disconnect());

  it('refuses a generation at once with a 503 sentence instead of letting it through unmetered', async () => {
    redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, redisOptions());
    redis.on('error', () => undefined);
    const config = {
      LOG_LEVEL: 'silent',
      REDIS_PREFIX: 'sgtest_usage',
      AI_RATE_LIMIT_PER_MINUTE: 10,
      AI_DAILY_TOKEN_BUDGET: 1000,
    } as AiConfig;
    const limits = new UsageLimits(redis, config, new Clock(), pino({ level: 'silent' }));

    const started = Date.now();
    await expect(limits.admit('user-1')).rejects.toMatchObject({
      status: 503,
      code: 'AI_LIMITS_UNAVAILABLE',
      message:
        'AI is paused for a moment: we cannot check your daily allowance right now. Please try again shortly.',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
