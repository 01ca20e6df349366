import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '@sandglass/server';
import { signTestToken, startTestService, type RunningService } from '@sandglass/server/testing';
import type { Role } from '@sandglass/shared';
import { createContentApp } from '../src/app.js';
import { ContentConfig } from '../src/config.js';

export const SITE_URL = 'https://sandglass.test';
export const FIRM_EMAIL = 'partners@sandglass.test';

export interface RunningContent extends RunningService {
  /** Holds this run's UPLOADS_DIR and OUTBOX_DIR. */
  dataDir: string;
  /** `Authorization` header values for a caller of each role. */
  as: Record<Role, string>;
}

/**
 * The real content service on a free port, with a database, upload folder and outbox of its
 * own. Sample content is off unless a test turns SEED_CONTENT on.
 */
export async function startContentService(
  label: string,
  env: Record<string, string> = {},
  clock?: Clock,
): Promise<RunningContent> {
  const dataDir = await mkdtemp(join(tmpdir(), `sg-content-${label}-`));
  const service = await startTestService(
    `content${label}`,
    ContentConfig,
    (config) => createContentApp(config, clock),
    {
      SEED_CONTENT: 'false',
      UPLOADS_DIR: join(dataDir, 'uploads'),
      OUTBOX_DIR: join(dataDir, 'outbox'),
      SITE_URL,
      FIRM_NAME: 'Sandglass Ventures',
      FIRM_EMAIL,
      ...env,
    },
  );
  const bearer = (role: Role) =>
    `Bearer ${signTestToken(service.privateKey, { sub: `${role}-user`, role })}`;
  return {
    ...service,
    dataDir,
    as: { guest: bearer('guest'), member: bearer('member'), admin: bearer('admin') },
    close: async () => {
      await service.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
