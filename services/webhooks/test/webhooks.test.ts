import { randomUUID } from 'node:crypto';
import {
  createWebhooksQueue,
  RELAY_WEBHOOK_EVENT_JOB,
  relayJobId,
  WEBHOOK_JOB_OPTIONS,
  type RelayedWebhookEvent,
} from '@sandglass/server';
import {
  signTestToken,
  startLoopbackSmtp,
  startTestService,
  testRedisUrl,
  type LoopbackSmtp,
  type RunningService,
} from '@sandglass/server/testing';
import type { Role, WebhookEvent } from '@sandglass/shared';
import type { Queue } from 'bullmq';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { startMailWorker } from '../../mail/test/mail-worker.js';
import { createWebhooksApp } from '../src/app.js';
import { WebhooksConfig } from '../src/config.js';
import { startReceiver, type Receiver } from './receiver.js';

let service: RunningService;
let queue: Queue;
let receiver: Receiver;
let smtp: LoopbackSmtp;
let mailWorker: Awaited<ReturnType<typeof startMailWorker>>;

beforeAll(async () => {
  service = await startTestService('webhooks', WebhooksConfig, createWebhooksApp, {
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_SWEEP_INTERVAL_MS: '1000',
    SITE_URL: 'https://sandglass.test',
  });
  queue = createWebhooksQueue({ REDIS_URL: testRedisUrl(), REDIS_PREFIX: service.redisPrefix });
  smtp = await startLoopbackSmtp();
  mailWorker = await startMailWorker({
    databaseUrl: service.databaseUrl,
    redisPrefix: service.redisPrefix,
    smtpUrl: smtp.url,
  });
});
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(() => receiver.close());
afterAll(async () => {
  await queue.close();
  await mailWorker.close();
  await smtp.close();
  await service.close();
});

function person(role: Role = 'member') {
  const id = randomUUID();
  const email = `owner.${id.slice(0, 8)}@example.com`;
  return {
    id,
    email,
    auth: `Bearer ${signTestToken(service.privateKey, { sub: id, role, email })}`,
  };
}

async function endpoint(
  owner: ReturnType<typeof person>,
  events: WebhookEvent[],
  url = receiver.url,
) {
  const res = await request(service.url)
    .post('/api/webhooks')
    .set('Authorization', owner.auth)
    .send({ url: `${url}/hooks`, events, description: 'test receiver' })
    .expect(201);
  return res.body as { id: string; secret: string };
}

/** What an emitting service's outbox relays after its transaction commits. */
async function emit(type: WebhookEvent, userId: string | null, data: Record<string, unknown>) {
  const event: RelayedWebhookEvent = {
    id: randomUUID(),
    type,
    userId,
    data,
    occurredAt: new Date().toISOString(),
  };
  await queue.add(
    RELAY_WEBHOOK_EVENT_JOB,
    { event },
    { ...WEBHOOK_JOB_OPTIONS, jobId: relayJobId(event.id) },
  );
  return event;
}

async function deliveries(owner: ReturnType<typeof person>, id: string) {
  const res = await request(service.url)
    .get(`/api/webhooks/${id}/deliveries`)
    .set('Authorization', owner.auth)
    .expect(200);
  return res.body as {
    id: string;
    messageId: string;
    status: string;
    attempts: { statusCode: number | null; error: string | null; nextRetryAt: string | null }[];
  }[];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not yet: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('endpoints', () => {
  it('shows a Standard Webhooks secret once and lists endpoints without it', async () => {
    const owner = person();
    const made = await endpoint(owner, ['social.post.published']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await request(service.url)
      .get('/api/webhooks')
      .set('Authorization', owner.auth)
      .expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: made.id, enabled: true, events: ['social.post.published'] }),
    ]);
    expect(list.body[0]).not.toHaveProperty('secret');
    const rotated = await request(service.url)
      .patch(`/api/webhooks/${made.id}`)
      .set('Authorization', owner.auth)
      .send({ rotateSecret: true })
      .expect(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(made.secret);
  });

  it('keeps a member’s endpoints theirs alone, and the firm’s events for admins', async () => {
    const owner = person();
    const other = person();
    const made = await endpoint(owner, ['social.post.failed']);
    for (const call of [
      request(service.url).get(`/api/webhooks/${made.id}/deliveries`),
      request(service.url).patch(`/api/webhooks/${made.id}`).send({ enabled: false }),
      request(service.url).delete(`/api/webhooks/${made.id}`),
      request(service.url).post(`/api/webhooks/${made.id}/test`),
    ]) {
      const res = await call.set('Authorization', other.auth);
      expect([res.status, res.body.code]).toEqual([404, 'WEBHOOK_NOT_FOUND']);
    }
    const refused = await request(service.url)
      .post('/api/webhooks')
      .set('Authorization', owner.auth)
      .send({ url: `${receiver.url}/x`, events: ['content.contact.received'] })
      .expect(403);
    expect(refused.body.code).toBe('WEBHOOK_EVENT_FORBIDDEN');
    await endpoint(person('admin'), ['content.contact.received']);
  });

  it.each([
    ['https://169.254.169.254/latest/meta-data/', /link-local/],
    ['http://169.254.169.254/latest/meta-data/', /https:\/\//],
    ['https://[fe80::1]/hook', /link-local/],
    ['ftp://example.com/hook', /https:\/\//],
    ['http://example.com/hook', /https:\/\//],
  ])('refuses %s with a sentence', async (url, sentence) => {
    const res = await request(service.url)
      .post('/api/webhooks')
      .set('Authorization', person().auth)
      .send({ url, events: ['social.post.published'] })
      .expect(400);
    expect(res.body.details).toContainEqual({
      field: 'url',
      message: expect.stringMatching(sentence),
    });
  });
});

describe('deliveries', () => {
  it('retries a 500 with the same webhook-id, signed so a Standard Webhooks library verifies it', async () => {
    const owner = person();
    const made = await endpoint(owner, ['social.post.published']);
    receiver.plan(500, 204);
    const event = await emit('social.post.published', owner.id, { postId: 'p1', platform: 'x' });
    // Someone else's event never reaches this endpoint.
    await emit('social.post.published', person().id, { postId: 'not-yours' });

    const [first, second] = await receiver.waitFor(2);
    expect(first!.headers['webhook-id']).toMatch(/^msg_/);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    const verifier = new Webhook(made.secret);
    for (const got of [first!, second!]) {
      expect(verifier.verify(got.body, got.headers as Record<string, string>)).toEqual({
        type: 'social.post.published',
        timestamp: event.occurredAt,
        data: { postId: 'p1', platform: 'x' },
      });
    }
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        second!.body,
        second!.headers as Record<string, string>,
      ),
    ).toThrow();

    const log = await until(
      () => deliveries(owner, made.id),
      (rows) => rows[0]?.status === 'succeeded',
    );
    expect(log).toHaveLength(1);
    expect(log[0]!.attempts).toEqual([
      expect.objectContaining({ statusCode: 500, nextRetryAt: expect.any(String) }),
      expect.objectContaining({ statusCode: 204, nextRetryAt: null, error: null }),
    ]);
    expect(receiver.received).toHaveLength(2);

    // Redelivered by hand: the same webhook-id once more.
    await request(service.url)
      .post(`/api/webhooks/${made.id}/deliveries/${log[0]!.id}/redeliver`)
      .set('Authorization', owner.auth)
      .expect(202);
    const third = (await receiver.waitFor(3))[2]!;
    expect(third.headers['webhook-id']).toBe(first!.headers['webhook-id']);
  });

  it('sends webhook.test on demand', async () => {
    const owner = person();
    const made = await endpoint(owner, ['social.account.disconnected']);
    const res = await request(service.url)
      .post(`/api/webhooks/${made.id}/test`)
      .set('Authorization', owner.auth)
      .expect(202);
    expect(res.body).toMatchObject({
      type: 'webhook.test',
      messageId: expect.stringMatching(/^msg_/),
    });
    const [got] = await receiver.waitFor(1);
    expect(JSON.parse(got!.body)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: made.id },
    });
  });

  it('refuses the metadata address at delivery time, whatever the address was when it was saved', async () => {
    const owner = person();
    const made = await endpoint(owner, ['social.post.failed']);
    // As if the name now resolved elsewhere: the address is checked at each delivery.
    const db = new pg.Client({ connectionString: service.databaseUrl });
    await db.connect();
    await db.query(
      `UPDATE webhooks.endpoints SET url = 'http://169.254.169.254/latest/meta-data/' WHERE id = $1`,
      [made.id],
    );
    await db.end();
    await emit('social.post.failed', owner.id, { postId: 'p2' });
    const log = await until(
      () => deliveries(owner, made.id),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(log[0]!.attempts).toEqual([
      expect.objectContaining({
        statusCode: null,
        nextRetryAt: null,
        error: expect.stringMatching(/link-local/),
      }),
    ]);
  });

  it('disables an endpoint that answers 410 Gone and tells its owner by mail', async () => {
    const owner = person();
    const made = await endpoint(owner, ['social.post.published']);
    receiver.plan(410);
    await emit('social.post.published', owner.id, { postId: 'p3' });
    await receiver.waitFor(1);
    const list = await until(
      async () =>
        (await request(service.url).get('/api/webhooks').set('Authorization', owner.auth)).body as {
          enabled: boolean;
          disabledReason: string | null;
        }[],
      (rows) => rows[0]?.enabled === false,
    );
    expect(list[0]!.disabledReason).toMatch(/410 Gone/);
    const mail = await smtp.waitFor((m) => m.subject === 'Your webhook endpoint was disabled');
    expect(mail.text).toContain(`${receiver.url}/hooks`);
    expect(mail.text).toContain('410 Gone');
    // A disabled endpoint gets nothing more.
    await emit('social.post.published', owner.id, { postId: 'p4' });
    await until(
      () => deliveries(owner, made.id),
      (rows) => rows.length === 1,
    );
  });

  it('disables an endpoint failing for five days and tells its owner', async () => {
    const owner = person();
    const made = await endpoint(owner, ['social.post.failed']);
    const db = new pg.Client({ connectionString: service.databaseUrl });
    await db.connect();
    await db.query(
      `UPDATE webhooks.endpoints SET failing_since = now() - interval '5 days 1 minute' WHERE id = $1`,
      [made.id],
    );
    await db.end();
    receiver.plan(503);
    await emit('social.post.failed', owner.id, { postId: 'p5' });
    await receiver.waitFor(1);
    const list = await until(
      async () =>
        (await request(service.url).get('/api/webhooks').set('Authorization', owner.auth)).body as {
          enabled: boolean;
          disabledReason: string | null;
        }[],
      (rows) => rows[0]?.enabled === false,
    );
    expect(list[0]!.disabledReason).toMatch(/Every delivery has failed since/);
    await smtp.waitFor(
      (m) =>
        m.subject === 'Your webhook endpoint was disabled' &&
        (m.text ?? '').includes('Every delivery has failed since'),
    );
  });
});
