import { freePort, testSigningKeys } from '@sandglass/server/testing';
import request from 'supertest';
import { image, insertAccount, sql } from '../../social/test/factories.js';
import {
  startSocialService,
  type RunningSocial,
  type TestCaller,
} from '../../social/test/social-service.js';
import { SITE_URL, startContentService, type RunningContent } from './content-service.js';

/**
 * "Share on social" across the real content and social services, as production runs them:
 * content asks social (its internal API, with the admin's own token) for a draft, and social
 * fetches the featured image from content's upload store.
 */
const keys = testSigningKeys();
let content: RunningContent;
let social: RunningSocial;

beforeAll(async () => {
  // Each learns the other's address: social's port is chosen first.
  const socialPort = await freePort();
  content = await startContentService('share', {
    JWT_PUBLIC_KEY: keys.publicKey,
    SOCIAL_URL: `http://127.0.0.1:${socialPort}`,
  });
  social = await startSocialService(
    'share',
    {
      PORT: String(socialPort),
      CONTENT_URL: content.url,
      TWITTER_CLIENT_ID: 'x-app',
      TWITTER_CLIENT_SECRET: 'x-secret',
      LINKEDIN_CLIENT_ID: 'linkedin-app',
      LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
    },
    keys,
  );
});
afterAll(async () => {
  await content?.close();
  await social?.close();
});

async function uploadFeaturedImage(admin: TestCaller): Promise<string> {
  const res = await request(content.url)
    .post('/api/uploads')
    .set('Authorization', admin.auth)
    .attach('file', await image('png'), 'cover.png')
    .expect(201);
  return res.body.url as string;
}

const article = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: 'Why AI agents need memory',
  slug,
  excerpt: 'What we look for in agent companies this year.',
  body: 'The body of the article.',
  category: 'ai-trends',
  ...extra,
});

async function draftsOf(caller: TestCaller) {
  const res = await request(social.url)
    .get('/api/social/scheduled-posts?status=draft')
    .set('Authorization', caller.auth)
    .expect(200);
  return res.body.posts as {
    id: string;
    status: string;
    platforms: string[];
    content: { text: string; media: { id: string }[] };
  }[];
}

it('makes one draft for the admin who publishes an article with shareToSocial, with its title, excerpt, link and image', async () => {
  const admin = social.caller('admin');
  await insertAccount(social, admin, 'twitter');
  await insertAccount(social, admin, 'linkedin');
  const featuredImageUrl = await uploadFeaturedImage(admin);

  const res = await request(content.url)
    .post('/api/blog')
    .set('Authorization', admin.auth)
    .send(article('agents-memory', { status: 'published', featuredImageUrl, shareToSocial: true }))
    .expect(201);
  expect(res.body.socialShare).toEqual({
    postId: expect.any(String),
    platforms: ['twitter', 'linkedin'],
    imageAttached: true,
    message: expect.stringContaining('Social Media → Scheduled, under Drafts'),
  });

  const drafts = await draftsOf(admin);
  expect(drafts).toHaveLength(1);
  expect(drafts[0]).toMatchObject({
    id: res.body.socialShare.postId,
    status: 'draft',
    platforms: ['twitter', 'linkedin'],
    content: {
      text: `Why AI agents need memory\n\nWhat we look for in agent companies this year.\n\n${SITE_URL}/insights/agents-memory`,
      media: [{ id: expect.any(String) }],
    },
  });
  // Nothing was queued for it.
  const deliveries = await sql(social, 'SELECT id FROM social.deliveries WHERE post_id = $1', [
    drafts[0]!.id,
  ]);
  expect(deliveries).toEqual([]);
});

it('shares an article already published on a later save, and answers the same draft when the same save is shared again', async () => {
  const admin = social.caller('admin');
  const created = await request(content.url)
    .post('/api/blog')
    .set('Authorization', admin.auth)
    .send(article('agents-memory-2', { status: 'published' }))
    .expect(201);
  expect(created.body.socialShare).toBeUndefined();
  expect(await draftsOf(admin)).toEqual([]);

  const shared = await request(content.url)
    .patch(`/api/blog/${created.body.id}`)
    .set('Authorization', admin.auth)
    .send({ shareToSocial: true })
    .expect(200);
  // No account connected: the draft is made for no platform yet, and the sentence says so.
  expect(shared.body.socialShare).toMatchObject({
    postId: expect.any(String),
    platforms: [],
    message: expect.stringContaining('connect an account'),
  });
  // The same article revision asked again (a retry) is the same draft.
  const again = await request(social.url)
    .post('/internal/social/drafts')
    .set('Authorization', admin.auth)
    .send({
      sourceKey: `blog:${created.body.id}:${shared.body.updatedAt}`,
      text: 'Anything',
    })
    .expect(201);
  expect(again.body.id).toBe(shared.body.socialShare.postId);
  expect(await draftsOf(admin)).toHaveLength(1);
});

it('refuses shareToSocial on an article that is not published, saving nothing', async () => {
  const admin = social.caller('admin');
  const res = await request(content.url)
    .post('/api/blog')
    .set('Authorization', admin.auth)
    .send(article('not-yet', { shareToSocial: true }))
    .expect(400);
  expect(res.body.details).toEqual([
    { field: 'shareToSocial', message: expect.stringMatching(/publish it/) },
  ]);
  await request(content.url).get('/api/blog/not-yet').set('Authorization', admin.auth).expect(404);
  expect(await draftsOf(admin)).toEqual([]);
});
