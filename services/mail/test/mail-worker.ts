import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '@sandglass/server';
import { testRedisUrl } from '@sandglass/server/testing';
import { MailWorkerConfig } from '../src/config.js';
import { MailWorkerModule } from '../src/worker.module.js';

/** Where a test's mail worker reads messages from and sends them to. */
export interface MailWorkerTarget {
  databaseUrl: string;
  redisPrefix: string;
  smtpUrl: string;
}

/** Settings that make the worker's waits test-sized (each test may override them). */
export const TEST_MAIL_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SITE_URL: 'https://sandglass.test',
  FIRM_NAME: 'Sandglass Ventures',
  FIRM_EMAIL: 'partners@sandglass.test',
  MAIL_RATE_PER_SECOND: '0',
  MAIL_RETRY_BASE_MS: '300',
  MAIL_SWEEP_INTERVAL_MS: '1000',
  MAIL_JOB_LOCK_MS: '2000',
  // Its GET /metrics on a free port, so workers of tests running side by side never collide.
  METRICS_PORT: '0',
};

/** The environment a mail worker (in process or as a child process) runs with. */
export function mailWorkerEnv(
  target: MailWorkerTarget,
  env: Record<string, string> = {},
): Record<string, string> {
  return {
    ...TEST_MAIL_ENV,
    DATABASE_URL: target.databaseUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: target.redisPrefix,
    SMTP_URL: target.smtpUrl,
    ...env,
  };
}

/**
 * The real mail worker in this process, on a test's database and Redis prefix, sending to a
 * loopback SMTP server; `close()` stops it as SIGTERM would. Other services' tests start one
 * beside their service to receive the mail it sends.
 */
export async function startMailWorker(
  target: MailWorkerTarget,
  env: Record<string, string> = {},
): Promise<INestApplicationContext> {
  const config = loadConfig(MailWorkerConfig, mailWorkerEnv(target, env));
  const app = await NestFactory.createApplicationContext(MailWorkerModule.forRoot(config), {
    logger: false,
    abortOnError: false,
  });
  await app.init();
  return app;
}
