import { listen, loadConfig } from '@sandglass/server';
import {
  createTestDatabase,
  testRedisPrefix,
  testRedisUrl,
  testSigningKeys,
  type FakeClock,
} from '@sandglass/server/testing';
import { startMailWorker } from '../../mail/test/mail-worker.js';
import { createAuthApp } from '../src/app.js';
import { AuthConfig } from '../src/config.js';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
export const SITE_URL = 'https://sandglass.test';
export const FIRM_EMAIL = 'partners@sandglass.test';

export interface RunningAuth {
  url: string;
  keys: { privateKey: string; publicKey: string };
  databaseUrl: string;
  /** Where its "not before" stamps live; a service given the same prefix honours them. */
  redisPrefix: string;
  close(): Promise<void>;
}

/**
 * The real auth service on a free port, with a database of its own. With `SMTP_URL` in `env`,
 * the real mail worker runs beside it on the same database and Redis prefix and sends the mail
 * the service puts on the queue to that server (a loopback SMTP server of the test's).
 */
export async function startAuthService(
  { SMTP_URL: smtpUrl, ...env }: Record<string, string | undefined> = {},
  clock?: FakeClock,
): Promise<RunningAuth> {
  const db = await createTestDatabase('auth');
  const redis = testRedisPrefix('auth');
  const keys = testSigningKeys();
  const config = loadConfig(AuthConfig, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redis.prefix,
    JWT_PRIVATE_KEY: keys.privateKey,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    FIRM_EMAIL,
    ...env,
  });
  const service = await createAuthApp(config, clock);
  const port = await listen(service, config);
  const mailWorker = smtpUrl
    ? await startMailWorker(
        { databaseUrl: config.DATABASE_URL, redisPrefix: config.REDIS_PREFIX, smtpUrl },
        { SITE_URL, FIRM_EMAIL },
      )
    : null;
  return {
    url: `http://127.0.0.1:${port}`,
    keys,
    databaseUrl: db.url,
    redisPrefix: config.REDIS_PREFIX,
    close: async () => {
      await mailWorker?.close();
      await service.app.close();
      await redis.clear();
      await db.drop();
    },
  };
}

/** The value of a cookie from a response's Set-Cookie headers. */
export function cookieFrom(
  setCookie: string[] | string | undefined,
  name: string,
): string | undefined {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = lines.find((header) => header.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

let counter = 0;
/** A registration body with a unique email. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${Date.now()}.${counter}@example.com`,
    password: 'analytical-engine',
    ...overrides,
  };
}
