import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { DATA_DIR, ROOT } from './paths.js';
import { resolveDatabase, type Database } from './postgres.js';
import { resolveRedis, type RedisServer } from './redis.js';

export interface Infrastructure {
  database: Database;
  redis: RedisServer;
  keysDir: string;
  stop(): Promise<void>;
}

/**
 * What the services need before they start, for `npm start` and `npm run dev`: signing keys
 * (generated once into .data/keys), PostgreSQL and Redis. Exits with a sentence when Redis is
 * nowhere to be found.
 */
export async function startInfrastructure(say: (text: string) => void): Promise<Infrastructure> {
  const keysDir = process.env.JWT_KEYS_DIR ?? join(DATA_DIR, 'keys');
  execFileSync(process.execPath, [join(ROOT, 'services/auth/dist/keygen.js'), keysDir], {
    stdio: 'inherit',
  });

  const database = await resolveDatabase(DATA_DIR);
  say(`PostgreSQL: ${database.description}`);
  let redis: RedisServer;
  try {
    redis = await resolveRedis(DATA_DIR);
  } catch (error) {
    await database.stop();
    console.error((error as Error).message);
    process.exit(1);
  }
  say(`Redis: ${redis.description}`);
  return {
    database,
    redis,
    keysDir,
    stop: async () => {
      await redis.stop();
      await database.stop();
    },
  };
}
