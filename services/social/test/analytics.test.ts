import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { sql } from './factories.js';
import { startSocialService, type RunningSocial, type TestCaller } from './social-service.js';

let service: RunningSocial;

beforeAll(async () => {
  service = await startSocialService('analytics');
});
afterAll(() => service.close());

/** A post as it stands after publishing, created `daysAgo` days ago. */
async function post(
  caller: TestCaller,
  status: 'pending' | 'posted' | 'failed' | 'cancelled',
  platforms: string[],
  daysAgo = 1,
) {
  const id = randomUUID();
  await sql(
    service,
    `INSERT INTO social.posts (id, user_id, text, scheduled_time, status, created_at)
     VALUES ($1, $2, 'A post', now(), $3, now() - make_interval(days => $4))`,
    [id, caller.id, status, daysAgo],
  );
  const delivery = {
    posted: 'posted',
    failed: 'failed',
    pending: 'queued',
    cancelled: 'cancelled',
  };
  for (const platform of platforms) {
    await sql(
      service,
      `INSERT INTO social.deliveries (post_id, platform, status, next_attempt_at) VALUES ($1, $2, $3, now())`,
      [id, platform, delivery[status]],
    );
  }
}

const analytics = (caller: TestCaller) =>
  request(service.url)
    .get('/api/social/analytics')
    .set('Authorization', caller.auth)
    .expect(200)
    .then((res) => res.body);

describe('GET /api/social/analytics', () => {
  it('counts the caller’s posts of the last 30 days, not deliveries', async () => {
    const caller = service.caller('member');
    await post(caller, 'posted', ['twitter', 'linkedin']);
    await post(caller, 'posted', ['twitter']);
    await post(caller, 'posted', ['linkedin'], 29);
    await post(caller, 'failed', ['twitter', 'facebook']);
    await post(caller, 'pending', ['instagram']);
    await post(caller, 'cancelled', ['twitter']);
    // Outside the window, and someone else's: not counted.
    await post(caller, 'failed', ['twitter'], 31);
    await post(service.caller('member'), 'posted', ['twitter']);

    expect(await analytics(caller)).toEqual({
      totalPosts: 6,
      successfulPosts: 3,
      failedPosts: 1,
      // 3 / (3 + 1) = 75 %
      successRate: 75,
      platformBreakdown: { twitter: 4, linkedin: 2, facebook: 1, instagram: 1 },
    });
  });

  it('rounds the success rate, and answers 0 when nothing has finished', async () => {
    const caller = service.caller('member');
    expect(await analytics(caller)).toEqual({
      totalPosts: 0,
      successfulPosts: 0,
      failedPosts: 0,
      successRate: 0,
      platformBreakdown: {},
    });
    await post(caller, 'pending', ['twitter']);
    expect((await analytics(caller)).successRate).toBe(0);
    await post(caller, 'posted', ['twitter']);
    await post(caller, 'posted', ['twitter']);
    await post(caller, 'failed', ['twitter']);
    // 2 / 3 = 66.67 %
    expect((await analytics(caller)).successRate).toBe(67);
  });
});
