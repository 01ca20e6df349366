import { randomUUID } from 'node:crypto';
import {
  postOutcomeOf,
  postStatusOf,
  type SocialDeliveryStatus,
  type SocialPostOutcome,
} from '@sandglass/shared';
import request from 'supertest';
import { sql } from './factories.js';
import { startSocialService, type RunningSocial, type TestCaller } from './social-service.js';

let service: RunningSocial;

beforeAll(async () => {
  service = await startSocialService('analytics');
});
afterAll(() => service.close());

/** Each platform's delivery for a post that came out so (partly posted: the first one posted). */
const DELIVERIES: Record<
  Exclude<SocialPostOutcome, 'draft'>,
  (index: number) => SocialDeliveryStatus
> = {
  pending: () => 'queued',
  posted: () => 'posted',
  partly_posted: (index) => (index === 0 ? 'posted' : 'failed'),
  failed: () => 'failed',
  cancelled: () => 'cancelled',
};

/** A post with its deliveries as publishing left them, created `daysAgo` days ago. */
async function post(
  caller: TestCaller,
  outcome: Exclude<SocialPostOutcome, 'draft'>,
  platforms: string[],
  daysAgo = 1,
) {
  const statuses = platforms.map((_, index) => DELIVERIES[outcome](index));
  // The rows agree with the one derivation the service stores them by.
  expect(postOutcomeOf(statuses)).toBe(outcome);
  const id = randomUUID();
  await sql(
    service,
    `INSERT INTO social.posts (id, user_id, text, scheduled_time, status, outcome, created_at)
     VALUES ($1, $2, 'A post', now(), $3, $4, now() - make_interval(days => $5))`,
    [id, caller.id, postStatusOf(outcome), outcome, daysAgo],
  );
  for (const [index, platform] of platforms.entries()) {
    await sql(
      service,
      `INSERT INTO social.deliveries (post_id, platform, status, next_attempt_at) VALUES ($1, $2, $3, now())`,
      [id, platform, statuses[index]],
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
  it('counts the caller’s posts of the last 30 days that were not cancelled, so the figures add up', async () => {
    const caller = service.caller('member');
    await post(caller, 'posted', ['twitter', 'linkedin']);
    await post(caller, 'posted', ['twitter']);
    await post(caller, 'posted', ['linkedin'], 29);
    await post(caller, 'failed', ['twitter', 'facebook']);
    await post(caller, 'partly_posted', ['linkedin', 'facebook']);
    await post(caller, 'pending', ['instagram']);
    // Cancelled, outside the window, and someone else's: not counted anywhere.
    await post(caller, 'cancelled', ['twitter', 'instagram']);
    await post(caller, 'failed', ['twitter'], 31);
    await post(service.caller('member'), 'posted', ['twitter']);

    const figures = await analytics(caller);
    expect(figures).toEqual({
      totalPosts: 6,
      successfulPosts: 3,
      // Failed on a platform: the one failed everywhere and the one partly posted.
      failedPosts: 2,
      partlyPostedPosts: 1,
      pendingPosts: 1,
      // 3 / (3 + 2) = 60 %
      successRate: 60,
      platformBreakdown: { twitter: 3, linkedin: 3, facebook: 2, instagram: 1 },
    });
    expect(figures.successfulPosts + figures.failedPosts + figures.pendingPosts).toBe(
      figures.totalPosts,
    );
  });

  it('rounds the success rate, and has none while nothing has finished', async () => {
    const caller = service.caller('member');
    expect(await analytics(caller)).toEqual({
      totalPosts: 0,
      successfulPosts: 0,
      failedPosts: 0,
      partlyPostedPosts: 0,
      pendingPosts: 0,
      successRate: null,
      platformBreakdown: {},
    });
    await post(caller, 'pending', ['twitter']);
    await post(caller, 'cancelled', ['twitter']);
    expect(await analytics(caller)).toMatchObject({
      totalPosts: 1,
      pendingPosts: 1,
      successRate: null,
      platformBreakdown: { twitter: 1 },
    });
    await post(caller, 'posted', ['twitter']);
    await post(caller, 'posted', ['twitter']);
    await post(caller, 'failed', ['twitter']);
    // 2 / 3 = 66.67 %
    expect((await analytics(caller)).successRate).toBe(67);
  });
});
