import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '@sandglass/server';
import { signTestToken, startTestService, type RunningService } from '@sandglass/server/testing';
import type { Role } from '@sandglass/shared';
import { createSocialApp } from '../src/app.js';
import { SocialConfig } from '../src/config.js';

export const SITE_URL = 'https://sandglass.test';

/** A token key for one test run (what `npm start` generates into .env). */
export const TEST_TOKEN_KEY = randomBytes(32).toString('base64');

export interface TestCaller {
  id: string;
  role: Role;
  /** The `Authorization` header value. */
  auth: string;
}

export interface RunningSocial extends RunningService {
  /** A new caller of `role` with an id of its own (so tests never share a member's data). */
  caller(role?: Role): TestCaller;
  /** The settings it was started with (for a worker context beside it). */
  env: Record<string, string>;
}

/**
 * The real social API on a free port, with a database, Redis prefix and token key of its own.
 * `keys` shares a signing key with another service started in the same test (the ai service):
 * passport keeps one "jwt" strategy per process, so two services must verify with one key.
 * `clock` replaces the real clock (a FakeClock sets "now").
 */
export async function startSocialService(
  label: string,
  env: Record<string, string> = {},
  keys?: { privateKey: string; publicKey: string },
  clock?: Clock,
): Promise<RunningSocial> {
  const settings = { SITE_URL, SOCIAL_TOKEN_KEY: TEST_TOKEN_KEY, ...env };
  const create = (config: SocialConfig) => createSocialApp(config, clock);
  const service = await startTestService(`social${label}`, SocialConfig, create, {
    ...settings,
    ...(keys ? { JWT_PUBLIC_KEY: keys.publicKey } : {}),
  });
  const privateKey = keys?.privateKey ?? service.privateKey;
  return {
    ...service,
    env: settings,
    caller: (role: Role = 'member') => {
      const id = randomUUID();
      return {
        id,
        role,
        auth: `Bearer ${signTestToken(privateKey, { sub: id, role })}`,
      };
    },
  };
}
