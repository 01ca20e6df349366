import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig, MetricsServer } from '@sandglass/server';
import {
  metricValue,
  schemaDrift,
  testRedisUrl,
  type RunningService,
} from '@sandglass/server/testing';
import { Queue, QueueEvents } from 'bullmq';
import request from 'supertest';
import { SocialConfig } from '../src/config.js';
import { SOCIAL_DATABASE } from '../src/database.js';
import { SOCIAL_PUBLISH_QUEUE } from '../src/publishing/social-publish.queue.js';
import { SocialWorkerModule } from '../src/worker.module.js';
import { startSocialService, TEST_TOKEN_KEY } from './social-service.js';

let service: RunningService;

beforeAll(async () => {
  service = await startSocialService('service');
});
afterAll(() => service.close());

it('reports its database and Redis as up', async () => {
  const res = await request(service.url).get('/health').expect(200);
  expect(res.body.checks).toMatchObject({ database: { status: 'up' }, redis: { status: 'up' } });
});

it('documents every endpoint in its OpenAPI document', async () => {
  const res = await request(service.url).get('/openapi.json').expect(200);
  const operations = Object.entries(res.body.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
  expect(operations).toEqual(
    [
      'GET /api/social/platforms',
      'GET /api/social/accounts',
      'POST /api/social/accounts/{platform}/connect',
      'GET /api/social/accounts/{platform}/callback',
      'GET /api/social/accounts/facebook/pages',
      'POST /api/social/accounts/facebook/pages',
      'DELETE /api/social/accounts/{platform}',
      'GET /api/social/accounts/{platform}/requeue',
      'POST /api/social/accounts/{platform}/requeue',
      'GET /api/social/scheduled-posts',
      'GET /api/social/scheduled-posts/{id}',
      'POST /api/social/schedule-post',
      'POST /api/social/post-now',
      'PATCH /api/social/scheduled-posts/{id}',
      'DELETE /api/social/scheduled-posts/{id}',
      'POST /api/social/scheduled-posts/{id}/retry',
      'POST /api/social/drafts',
      'POST /api/social/drafts/{id}/schedule',
      'POST /api/social/drafts/{id}/post-now',
      'DELETE /api/social/drafts/{id}',
      'GET /api/social/analytics',
      'POST /api/social/generate-content',
      'POST /api/social/media',
      'GET /api/social/media/{id}',
      'DELETE /api/social/media/{id}',
      'GET /api/social/events',
      'GET /api/social/admin/queue',
      'GET /api/social/slots',
      'PUT /api/social/slots',
      'POST /api/social/queue',
    ].sort(),
  );
  for (const [path, methods] of Object.entries(
    res.body.paths as Record<string, Record<string, { summary?: string }>>,
  )) {
    for (const [method, operation] of Object.entries(methods)) {
      if (path !== '/health')
        expect(`${method} ${path}: ${operation.summary ?? ''}`).toMatch(/: \S/);
    }
  }
});

it('has migrations that describe its entities exactly', async () => {
  expect(await schemaDrift(SOCIAL_DATABASE)).toEqual([]);
});

/** The worker as worker.ts boots it, in this process, on the service's database and Redis. */
async function startWorker(): Promise<INestApplicationContext> {
  const config = loadConfig(SocialConfig, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: service.databaseUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: service.redisPrefix,
    SOCIAL_TOKEN_KEY: TEST_TOKEN_KEY,
    METRICS_PORT: '0',
  });
  const worker = await NestFactory.createApplicationContext(SocialWorkerModule.forRoot(config), {
    logger: false,
  });
  await worker.init();
  return worker;
}

describe('the worker', () => {
  it('connects to the social-publish queue and fails a job nobody handles without retrying', async () => {
    const worker = await startWorker();
    const connection = { url: testRedisUrl() };
    const prefix = `${service.redisPrefix}:bull`;
    const queue = new Queue(SOCIAL_PUBLISH_QUEUE, { connection, prefix });
    const events = new QueueEvents(SOCIAL_PUBLISH_QUEUE, { connection, prefix });
    try {
      await events.waitUntilReady();
      const job = await queue.add('no-such-job', {}, { attempts: 3 });
      const failed = await new Promise<string>((resolve) =>
        events.on('failed', ({ jobId, failedReason }) => jobId === job.id && resolve(failedReason)),
      );
      expect(failed).toBe('No handler for job "no-such-job".');
      expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
      expect((await queue.getWorkers()).length).toBeGreaterThanOrEqual(1);
    } finally {
      await events.close();
      await queue.close();
      await worker.close();
    }
  });
});

describe('GET /metrics', () => {
  const connection = { url: testRedisUrl() };

  it('counts the jobs waiting on social-publish and how long the oldest has waited', async () => {
    const queue = new Queue(SOCIAL_PUBLISH_QUEUE, {
      connection,
      prefix: `${service.redisPrefix}:bull`,
    });
    try {
      const due = (secondsAgo: number) => ({ timestamp: Date.now() - secondsAgo * 1000 });
      await queue.add('waiting-for-metrics', {}, due(90));
      await queue.add('waiting-for-metrics', {}, due(5));
      const res = await request(service.url).get('/metrics').expect(200);
      const labels = { service: 'social', queue: SOCIAL_PUBLISH_QUEUE };
      expect(metricValue(res.text, 'bullmq_job_count', { ...labels, state: 'waiting' })).toBe(2);
      for (const state of ['active', 'delayed', 'failed'])
        expect(metricValue(res.text, 'bullmq_job_count', { ...labels, state })).toBeDefined();
      const age = metricValue(res.text, 'bullmq_oldest_waiting_job_age_seconds', labels)!;
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(600);
    } finally {
      await queue.drain();
      await queue.close();
    }
  });

  it('is served by the worker on its own port (METRICS_PORT), which serves nothing else', async () => {
    const worker = await startWorker();
    try {
      const url = `http://127.0.0.1:${worker.get(MetricsServer).port}`;
      const res = await request(url).get('/metrics').expect(200);
      const labels = { service: 'social-worker', queue: SOCIAL_PUBLISH_QUEUE, state: 'waiting' };
      expect(metricValue(res.text, 'bullmq_job_count', labels)).toBeGreaterThanOrEqual(0);
      expect(metricValue(res.text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
      await request(url).get('/health').expect(404);
    } finally {
      await worker.close();
    }
  });
});
