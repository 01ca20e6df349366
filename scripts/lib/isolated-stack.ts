import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
 * What an isolated stack keeps between its starts: a database, Redis prefix, signing keys and
 * social token key of its own (on the machine's PostgreSQL and Redis, as the tests use them).
 */
export interface IsolatedState {
  databaseUrl: string;
  redisPrefix: string;
  keysDir: string;
  socialTokenKey: string;
  admin: { email: string; password: string };
  /** Drops the database, clears the Redis prefix and deletes the keys. */
  remove(): Promise<void>;
}

export async function createIsolatedState(label: string): Promise<IsolatedState> {
  const db = await createTestDatabase(label);
  const redis = testRedisPrefix(label);
  const keysDir = await mkdtemp(join(tmpdir(), `sg-${label}-keys-`));
  const keys = testSigningKeys();
  await writeFile(join(keysDir, 'jwt-private.pem'), keys.privateKey, { mode: 0o600 });
  await writeFile(join(keysDir, 'jwt-public.pem'), keys.publicKey);
  return {
    databaseUrl: db.url,
    redisPrefix: redis.prefix,
    keysDir,
    socialTokenKey: randomBytes(32).toString('base64'),
    admin: { email: `admin@${label}.example.com`, password: 'admin-password-e2e' },
    remove: async () => {
      await redis.clear();
      await db.drop();
      await rm(keysDir, { recursive: true, force: true });
    },
  };
}

/** The whole built stack on free ports over `state`; `stop()` leaves the state as it is. */
export async function startStackOn(
  state: IsolatedState,
  env: Record<string, string>,
  onLine: (process: string, line: string) => void,
  supervision: Pick<StackOptions, 'onNotice' | 'backoff'> = {},
): Promise<RunningStack & { ports: StackPorts }> {
  const ports: StackPorts = {
    gateway: await freePort(),
    auth: await freePort(),
    content: await freePort(),
    ai: await freePort(),
    social: await freePort(),
    webhooks: await freePort(),
    sandbox: await freePort(),
    gatewayMetrics: await freePort(),
    workerMetrics: await freePort(),
    mailWorkerMetrics: await freePort(),
    mailSandbox: await freePort(),
    mailSandboxSmtp: await freePort(),
  };
  const stack = await startStack({
    databaseUrl: state.databaseUrl,
    redisUrl: testRedisUrl(),
    redisPrefix: state.redisPrefix,
    keysDir: state.keysDir,
    adminCredentialsFile: join(state.keysDir, 'admin-credentials.txt'),
    socialTokenKey: state.socialTokenKey,
    sandbox: true,
    ports,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SITE_URL: `http://127.0.0.1:${ports.gateway}`,
      ADMIN_EMAIL: state.admin.email,
      ADMIN_PASSWORD: state.admin.password,
      ...env,
    },
    onLine,
    ...supervision,
  });
  return { ...stack, ports };
}

/**
 * The whole built stack on free ports over a state of its own; `stop()` removes the state.
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
  const state = await createIsolatedState(label);
  try {
    await prepare?.(state.databaseUrl);
    const stack = await startStackOn(state, env, onLine, supervision);
    return {
      ...stack,
      databaseUrl: state.databaseUrl,
      admin: state.admin,
      stop: async () => {
        await stack.stop();
        await state.remove();
      },
    };
  } catch (error) {
    await state.remove();
    throw error;
  }
}
