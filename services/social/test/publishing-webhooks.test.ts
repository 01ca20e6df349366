import { jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { listen, loadConfig } from '@sandglass/server';
import {
  createTestDatabase,
  signTestToken,
  testRedisUrl,
  testSigningKeys,
} from '@sandglass/server/testing';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { createWebhooksApp } from '../../webhooks/src/app.js';
import { WebhooksConfig } from '../../webhooks/src/config.js';
import { startReceiver } from '../../webhooks/test/receiver.js';
import {
  connectAccount,
  schedulePosts,
  settled,
  spawnWorker,
  startPublishingWorld,
  waitForDeliveries,
  type PublishingWorld,
} from './publishing-support.js';

/*
 * A published post tells its owner's webhook, even when the social worker is killed right after
 * publishing and the webhooks service is down meanwhile: the event is written in the same
 * transaction that records the post as published, and is delivered from that record.
 */
jest.setTimeout(120_000);

let world: PublishingWorld;

beforeAll(async () => {
  const root = join(import.meta.dirname, '..', '..', '..');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'services/social'],
    { cwd: root, stdio: 'inherit' },
  );
  world = await startPublishingWorld('webhooks');
});
afterAll(() => world?.close());

/** The webhooks service on a database that outlives it (stopping it keeps the endpoints). */
async function startWebhooks(databaseUrl: string, publicKey: string) {
  const config = loadConfig(WebhooksConfig, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: world.redisPrefix,
    JWT_PUBLIC_KEY: publicKey,
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  });
  const service = await createWebhooksApp(config);
  const port = await listen(service, config);
  return { url: `http://127.0.0.1:${port}`, close: () => service.app.close() };
}

it('delivers social.post.published after the worker that published it was killed', async () => {
  const receiver = await startReceiver();
  const keys = testSigningKeys();
  const userId = randomUUID();
  const auth = `Bearer ${signTestToken(keys.privateKey, { sub: userId, role: 'member' })}`;
  // The webhooks service makes the endpoint, then is down while the post is published.
  const database = await createTestDatabase('webhookssocial');
  let webhooks = await startWebhooks(database.url, keys.publicKey);
  const made = await request(webhooks.url)
    .post('/api/webhooks')
    .set('Authorization', auth)
    .send({ url: `${receiver.url}/in`, events: ['social.post.published'] })
    .expect(201);
  const secret = made.body.secret as string;
  await webhooks.close().catch(() => undefined);
  try {
    const twitter = await connectAccount(world, 'twitter', userId);
    const worker = await spawnWorker(world);
    const [post] = await schedulePosts(world, {
      userId,
      accounts: { twitter },
      texts: [`Webhook test ${randomUUID()}`],
    });
    const [row] = await waitForDeliveries(world, settled, 30_000, [post!.deliveries[0]!.id]);
    expect(row!.status).toBe('posted');
    worker.child.kill('SIGKILL');
    await worker.exited;

    // Back up (its database kept): the relayed event is taken and delivered.
    webhooks = await startWebhooks(database.url, keys.publicKey);
    const [got] = await receiver.waitFor(1, 60_000);
    expect(
      new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>),
    ).toMatchObject({
      type: 'social.post.published',
      data: {
        postId: post!.postId,
        deliveryId: row!.id,
        platform: 'twitter',
        url: row!.url,
      },
    });
  } finally {
    await webhooks.close().catch(() => undefined);
    await receiver.close();
    await database.drop();
  }
});
