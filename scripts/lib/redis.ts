import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export interface RedisServer {
  url: string;
  description: string;
  stop(): Promise<void>;
}

const DEFAULT_URL = 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * REDIS_URL when set (it must answer); otherwise redis://127.0.0.1:6379 if something answers
 * there; otherwise a redis-server from the PATH with its data in .data/redis.
 */
export async function resolveRedis(dataDir: string): Promise<RedisServer> {
  const configured = process.env.REDIS_URL;
  if (configured) {
    if (!(await answers(configured)))
      throw new Error(`Nothing answers at REDIS_URL (${configured}).`);
    return { url: configured, description: 'REDIS_URL', stop: async () => undefined };
  }
  if (await answers(DEFAULT_URL))
    return { url: DEFAULT_URL, description: DEFAULT_URL, stop: async () => undefined };

  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error(
      'Redis is needed and none was found: nothing answers at redis://127.0.0.1:6379 and redis-server is not on the PATH.\n' +
        'Install Redis (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis) or set REDIS_URL.',
    );
  }
  const port = Number(process.env.EMBEDDED_REDIS_PORT ?? 63790);
  const dir = join(dataDir, 'redis');
  await mkdir(dir, { recursive: true });
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`redis-server did not start on port ${port}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    description: `redis-server on port ${port} (data in .data/redis)`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
