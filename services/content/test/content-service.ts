import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '@sandglass/server';
import { signTestToken, startTestService, type RunningService } from '@sandglass/server/testing';
import type { Role } from '@sandglass/shared';
import { startMailWorker } from '../../mail/test/mail-worker.js';
import { createContentApp } from '../src/app.js';
import { ContentConfig } from '../src/config.js';

export const SITE_URL = 'https://sandglass.test';
export const FIRM_EMAIL = 'partners@sandglass.test';

export interface RunningContent extends RunningService {
  /** Holds this run's UPLOADS_DIR. */
  dataDir: string;
  /** `Authorization` header values for a caller of each role. */
  as: Record<Role, string>;
}

/**
 * The real content service on a free port, with a database and upload folder of its own.
 * Sample content is off unless a test turns SEED_CONTENT on. With `SMTP_URL` in `env`, the
 * real mail worker runs beside it on the same database and Redis prefix and sends the mail the
 * service puts on the queue to that server (a loopback SMTP server of the test's).
 */
export async function startContentService(
  label: string,
  env: Record<string, string> = {},
  clock?: Clock,
): Promise<RunningContent> {
  const dataDir = await mkdtemp(join(tmpdir(), `sg-content-${label}-`));
  const { SMTP_URL: smtpUrl, ...rest } = env;
  // MAIL_* settings are the mail worker's; the rest are the service's.
  const workerEnv = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('MAIL_')));
  const serviceEnv = Object.fromEntries(
    Object.entries(rest).filter(([k]) => !k.startsWith('MAIL_')),
  );
  const service = await startTestService(
    `content${label}`,
    ContentConfig,
    (config) => createContentApp(config, clock),
    {
      SEED_CONTENT: 'false',
      UPLOADS_DIR: join(dataDir, 'uploads'),
      SITE_URL,
      FIRM_NAME: 'Sandglass Ventures',
      FIRM_EMAIL,
      ...serviceEnv,
    },
  );
  const mailWorker = smtpUrl
    ? await startMailWorker(
        { databaseUrl: service.databaseUrl, redisPrefix: service.redisPrefix, smtpUrl },
        { SITE_URL, FIRM_EMAIL, ...workerEnv },
      )
    : null;
  const bearer = (role: Role) =>
    `Bearer ${signTestToken(service.privateKey, { sub: `${role}-user`, role })}`;
  return {
    ...service,
    dataDir,
    as: { guest: bearer('guest'), member: bearer('member'), admin: bearer('admin') },
    close: async () => {
      await mailWorker?.close();
      await service.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
