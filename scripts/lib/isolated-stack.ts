import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestDatabase,
  freePort,
  testRedisPrefix,
  testRedisUrl,
  testSigningKeys,
} from '@sandglass/server/testing';
import { startStack, type RunningStack, type StackOptions, type StackPorts } from './stack.js';

export interface IsolatedStack extends RunningStack {
  ports: StackPorts;
  databaseUrl: string;
  admin: { email: string; password: string };
}

/**
 * The whole built stack on free ports, with a database, Redis prefix and signing keys of its
 * own (on the machine's PostgreSQL and Redis, as the tests use them); `stop()` removes them.
 * `prepare` runs on the new, empty database before any service starts (e.g. to seed a bench).
 */
export async function startIsolatedStack(
  label: string,
  env: Record<string, string>,
  onLine: (process: string, line: string) => void,
  {
    prepare,
    ...supervision
  }: Pick<StackOptions, 'onNotice' | 'backoff'> & {
    prepare?: (databaseUrl: string) => Promise<void>;
  } = {},
): Promise<IsolatedStack> {
  const db = await createTestDatabase(label);
  const redis = testRedisPrefix(label);
  const keysDir = await mkdtemp(join(tmpdir(), `sg-${label}-keys-`));
  const keys = testSigningKeys();
  await writeFile(join(keysDir, 'jwt-private.pem'), keys.privateKey, { mode: 0o600 });
  await writeFile(join(keysDir, 'jwt-public.pem'), keys.publicKey);
  const ports: StackPorts = {
    gateway: await freePort(),
    auth: await freePort(),
    content: await freePort(),
    ai: await freePort(),
    social: await freePort(),
    sandbox: await freePort(),
  };
  const admin = { email: `admin@${label}.example.com`, password: 'admin-password-e2e' };
  try {
    await prepare?.(db.url);
    const stack = await startStack({
      databaseUrl: db.url,
      redisUrl: testRedisUrl(),
      redisPrefix: redis.prefix,
      keysDir,
      adminCredentialsFile: join(keysDir, 'admin-credentials.txt'),
      socialTokenKey: randomBytes(32).toString('base64'),
      sandbox: true,
      ports,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SITE_URL: `http://127.0.0.1:${ports.gateway}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        ...env,
      },
      onLine,
      ...supervision,
    });
    return {
      ...stack,
      ports,
      databaseUrl: db.url,
      admin,
      stop: async () => {
        await stack.stop();
        await redis.clear();
        await db.drop();
      },
    };
  } catch (error) {
    await redis.clear();
    await db.drop();
    throw error;
  }
}
