import { jest } from '@jest/globals';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  createTestDatabase,
  freePort,
  signTestToken,
  startTestService,
  testRedisPrefix,
  testRedisUrl,
  testSigningKeys,
  type RunningService,
} from '@sandglass/server/testing';
import type { Role, WebhookEvent } from '@sandglass/shared';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { startContentService, type RunningContent } from '../../content/test/content-service.js';
import { contactInput } from '../../content/test/factories.js';
import { createWebhooksApp } from '../src/app.js';
import { WebhooksConfig } from '../src/config.js';
import { startReceiver, type Receiver } from './receiver.js';

/*
 * Events are never lost between a state change and its webhook: the emitting service writes
 * the event in the change's transaction, and a crash before the relay or in the middle of a
 * delivery only delays it.
 */
jest.setTimeout(120_000);

const ROOT = join(import.meta.dirname, '..', '..', '..');
let receiver: Receiver;

beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(() => receiver.close());

const person = (privateKey: string, role: Role) => {
  const id = randomUUID();
  const email = `${role}.${id.slice(0, 8)}@example.com`;
  return { id, auth: `Bearer ${signTestToken(privateKey, { sub: id, role, email })}` };
};

async function addEndpoint(url: string, auth: string, events: WebhookEvent[]) {
  const res = await request(url)
    .post('/api/webhooks')
    .set('Authorization', auth)
    .send({ url: `${receiver.url}/in`, events })
    .expect(201);
  return res.body as { id: string; secret: string };
}

describe('from the content service’s transaction to the receiver', () => {
  let webhooks: RunningService;
  let content: RunningContent;
  const keys = testSigningKeys();

  beforeAll(async () => {
    webhooks = await startTestService('webhookscontent', WebhooksConfig, createWebhooksApp, {
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_SWEEP_INTERVAL_MS: '1000',
      JWT_PUBLIC_KEY: keys.publicKey,
    });
    // One deployment: the same Redis prefix (the `webhooks` queue) and signing key.
    content = await startContentService('webhooks', {
      REDIS_PREFIX: webhooks.redisPrefix,
      JWT_PUBLIC_KEY: keys.publicKey,
    });
  });
  afterAll(async () => {
    await content?.close();
    await webhooks?.close();
  });

  it('delivers a contact form submission to an admin’s endpoint', async () => {
    const admin = person(keys.privateKey, 'admin');
    const made = await addEndpoint(webhooks.url, admin.auth, ['content.contact.received']);
    const input = contactInput();
    await request(content.url).post('/api/contact').send(input).expect(201);
    const [got] = await receiver.waitFor(1);
    const body = new Webhook(made.secret).verify(got!.body, got!.headers as Record<string, string>);
    expect(body).toMatchObject({
      type: 'content.contact.received',
      data: { email: input.email, message: input.message },
    });
  });

  it('relays an event whose relay a crash lost right after the commit', async () => {
    const admin = person(keys.privateKey, 'admin');
    const made = await addEndpoint(webhooks.url, admin.auth, ['newsletter.subscriber.confirmed']);
    // What a process killed between its commit and the relay leaves: the row, never relayed.
    const db = new pg.Client({ connectionString: content.databaseUrl });
    await db.connect();
    await db.query(
      `INSERT INTO content.webhook_outbox (type, user_id, data, created_at)
       VALUES ('newsletter.subscriber.confirmed', NULL, $1, now() - interval '10 seconds')`,
      [JSON.stringify({ email: 'crash@example.com' })],
    );
    const [got] = await receiver.waitFor(1, 60_000);
    expect(
      new Webhook(made.secret).verify(got!.body, got!.headers as Record<string, string>),
    ).toMatchObject({ data: { email: 'crash@example.com' } });
    const { rows } = await db.query(
      `SELECT count(*)::int AS waiting FROM content.webhook_outbox WHERE relayed_at IS NULL`,
    );
    await db.end();
    expect(rows[0].waiting).toBe(0);
  });
});

describe('a webhooks worker killed in the middle of a delivery', () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'services/webhooks'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    const db = await createTestDatabase('webhookskill');
    const redis = testRedisPrefix('webhookskill');
    const keys = testSigningKeys();
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: redis.prefix,
      JWT_PUBLIC_KEY: keys.publicKey,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_SWEEP_INTERVAL_MS: '1000',
      PRIVATE_KEY_FOR_TEST: keys.privateKey,
    };
    cleanup = async () => {
      await redis.clear();
      await db.drop();
    };
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await cleanup?.();
  });

  async function spawnService(): Promise<ChildProcess> {
    const started = spawn(process.execPath, [join(ROOT, 'services/webhooks/dist/main.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(output.join('\n'))), 30_000);
      started.once('exit', () => reject(new Error(output.join('\n'))));
      for (const stream of [started.stdout!, started.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => {
          output.push(line);
          if (line.includes('listening')) {
            clearTimeout(timer);
            resolve();
          }
        });
      }
    });
    started.removeAllListeners('exit');
    return started;
  }

  it('delivers once it is back, with the same webhook-id', async () => {
    child = await spawnService();
    const url = `http://127.0.0.1:${env.PORT}`;
    const member = person(env.PRIVATE_KEY_FOR_TEST!, 'member');
    const made = await addEndpoint(url, member.auth, ['social.post.published']);
    receiver.plan('hang');
    await request(url)
      .post(`/api/webhooks/${made.id}/test`)
      .set('Authorization', member.auth)
      .expect(202);
    const [first] = await receiver.waitFor(1);

    const killed = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await killed;
    child = await spawnService();

    const [, second] = await receiver.waitFor(2, 90_000);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    new Webhook(made.secret).verify(second!.body, second!.headers as Record<string, string>);
    const log = await request(url)
      .get(`/api/webhooks/${made.id}/deliveries`)
      .set('Authorization', member.auth)
      .expect(200);
    expect(log.body[0]).toMatchObject({ status: 'succeeded' });
  });
});
