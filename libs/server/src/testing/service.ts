import type { ClassConstructor } from 'class-transformer';
import passport, { type Strategy } from 'passport';
import { loadConfig } from '../config/load-config.js';
import { listen, type ServiceApp } from '../http/bootstrap.js';
import { createTestDatabase } from './database.js';
import { testSigningKeys } from './keys.js';
import { testRedisPrefix, testRedisUrl } from './redis.js';

export interface RunningService {
  url: string;
  databaseUrl: string;
  redisPrefix: string;
  /** Signs test tokens this service accepts (see signTestToken). */
  privateKey: string;
  close(): Promise<void>;
}

/**
 * Starts a service's real HTTP app on a free port with a database and Redis prefix of its own
 * and a throwaway signing key; `close()` stops it and removes the database and keys.
 */
export async function startTestService<C extends object>(
  label: string,
  schema: ClassConstructor<C>,
  create: (config: C) => Promise<ServiceApp>,
  env: Record<string, string | undefined> = {},
): Promise<RunningService> {
  const db = await createTestDatabase(label);
  const redis = testRedisPrefix(label);
  const keys = testSigningKeys();
  const config = loadConfig(schema, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redis.prefix,
    JWT_PUBLIC_KEY: keys.publicKey,
    ...env,
  });
  const earlier = jwtStrategy();
  const service = await create(config);
  const own = jwtStrategy();
  const port = await listen(service, config as never);
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl: db.url,
    redisPrefix: redis.prefix,
    privateKey: keys.privateKey,
    close: async () => {
      await service.app.close();
      // Passport keeps one "jwt" strategy per process, the one of the app created last; when
      // that app stops, the services started before it go back to their own.
      if (earlier && jwtStrategy() === own) passport.use('jwt', earlier);
      await redis.clear();
      await db.drop();
    },
  };
}

function jwtStrategy(): Strategy | undefined {
  return (passport as unknown as { _strategy(name: string): Strategy | undefined })._strategy(
    'jwt',
  );
}
