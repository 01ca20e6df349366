import { startOwnRedis, type OwnRedis } from '@sandglass/server/testing';
import request from 'supertest';
import { inMinutes, insertAccount } from './factories.js';
import { startSocialService, type RunningSocial } from './social-service.js';

/** Far above the queue's bound (QUEUE_REQUEST_WAIT_MS), far below the pause. */
const ANSWERED_WITHIN_MS = 2500;
const PAUSE_MS = 5000;

// The service's Redis (its token checks, events and BullMQ queue) is this file's own, which the
// test pauses (never the machine's shared one).
let redis: OwnRedis;
let service: RunningSocial;

beforeAll(async () => {
  redis = await startOwnRedis();
  service = await startSocialService('stall', {
    REDIS_URL: redis.url,
    TWITTER_CLIENT_ID: 'x-app',
    TWITTER_CLIENT_SECRET: 'x-secret',
  });
});

afterAll(async () => {
  await service.close();
  await redis.stop();
});

it('saves a scheduled post within moments while Redis is paused', async () => {
  const member = service.caller('member');
  await insertAccount(service, member, 'twitter');
  // A token checked a moment ago is trusted for a few seconds without asking Redis again.
  await request(service.url)
    .get('/api/social/scheduled-posts')
    .set('Authorization', member.auth)
    .expect(200);

  await redis.admin.call('CLIENT', 'PAUSE', String(PAUSE_MS), 'ALL');
  const paused = redis.admin.ping();
  const started = performance.now();
  const res = await request(service.url)
    .post('/api/social/schedule-post')
    .set('Authorization', member.auth)
    .send({
      content: { text: 'Scheduled while Redis stood still.' },
      platforms: ['twitter'],
      scheduledTime: inMinutes(60),
    });
  const ms = performance.now() - started;
  expect({
    status: res.status,
    postStatus: res.body.status,
    inTime: ms < ANSWERED_WITHIN_MS,
  }).toEqual({ status: 201, postStatus: 'pending', inTime: true });
  await paused;
});
