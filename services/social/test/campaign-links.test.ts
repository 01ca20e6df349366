import type { ScheduledPost } from '@sandglass/shared';
import request from 'supertest';
import { startContentService, type RunningContent } from '../../content/test/content-service.js';
import { connectThroughSandbox } from './factories.js';
import { startServiceWithWorker, type ServiceWithWorker } from './publishing-support.js';
import { SITE_URL, type TestCaller } from './social-service.js';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let content: RunningContent;
let running: ServiceWithWorker;

beforeAll(async () => {
  // The site's analytics (content) and social, publishing to the platform sandbox, on one
  // signing key, with social reading the campaigns' figures from content.
  content = await startContentService('campaigns');
  running = await startServiceWithWorker('campaigns', {
    CONTENT_URL: content.url,
    SOCIAL_POST_NOW_WAIT_MS: '5000',
  });
});
afterAll(async () => {
  await running.close();
  await content.close();
});

async function member(): Promise<TestCaller> {
  const caller = running.service.caller('member');
  await connectThroughSandbox(running.service, caller, 'twitter');
  await connectThroughSandbox(running.service, caller, 'linkedin');
  return caller;
}

async function postNow(caller: TestCaller, body: Record<string, unknown>): Promise<ScheduledPost> {
  const res = await request(running.service.url)
    .post('/api/social/post-now')
    .set('Authorization', caller.auth)
    .send(body)
    .expect(200);
  expect(res.body.results.map((result: { status: string }) => result.status)).toEqual(
    body.platforms instanceof Array ? body.platforms.map(() => 'posted') : [],
  );
  return readPost(caller, res.body.postId as string);
}

async function readPost(caller: TestCaller, id: string): Promise<ScheduledPost> {
  const res = await request(running.service.url)
    .get(`/api/social/scheduled-posts/${id}`)
    .set('Authorization', caller.auth)
    .expect(200);
  return res.body as ScheduledPost;
}

const published = async (platform: string, marker: string) =>
  (await running.control.posts()).posts.find(
    (post) => post.platform === platform && post.text.includes(marker),
  )?.text;

describe('campaign links', () => {
  it('leave for each platform tagged with it, the medium and the post’s campaign; other sites’ links do not', async () => {
    const caller = await member();
    const marker = `m${Date.now()}`;
    const text = `Our fund is open ${marker}: ${SITE_URL}/portfolio?sector=ai#top and https://example.com/a`;
    const post = await postNow(caller, {
      content: { text },
      platforms: ['twitter', 'linkedin'],
    });
    expect(post.campaignLinks).toBe(true);
    const name = post.campaign!.name;
    expect(name).toMatch(new RegExp(`^our-fund-is-open-m\\d+-${post.id.slice(0, 8)}$`));
    for (const platform of ['twitter', 'linkedin']) {
      expect(await published(platform, marker)).toBe(
        `Our fund is open ${marker}: ${SITE_URL}/portfolio?sector=ai&utm_source=${platform}&utm_medium=social&utm_campaign=${name}#top and https://example.com/a`,
      );
    }
  });

  it('leave as written when the post turns them off, and a post without a site link has no campaign', async () => {
    const caller = await member();
    const text = `Plain links ${Date.now()} ${SITE_URL}/about`;
    const post = await postNow(caller, {
      content: { text },
      platforms: ['linkedin'],
      campaignLinks: false,
    });
    expect(post).toMatchObject({ campaignLinks: false, campaign: null });
    expect(await published('linkedin', text)).toBe(text);

    // On, but with no link to the site: nothing to tag, and no campaign to show.
    const elsewhere = `Elsewhere ${Date.now()} https://example.com/about`;
    const other = await postNow(caller, { content: { text: elsewhere }, platforms: ['linkedin'] });
    expect(other).toMatchObject({ campaignLinks: true, campaign: null });
    expect(await published('linkedin', elsewhere)).toBe(elsewhere);
  });

  it('count tagged against a platform that counts every character, so a post that fits is never refused at publish', async () => {
    const caller = await member();
    const link = `${SITE_URL}/programs`;
    // 3,000 characters as written: LinkedIn's limit, passed once the link is tagged.
    const text = `${'a'.repeat(3000 - link.length - 1)} ${link}`;
    const refused = await request(running.service.url)
      .post('/api/social/post-now')
      .set('Authorization', caller.auth)
      .send({ content: { text }, platforms: ['linkedin'] })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain(
      'with its links to our site tagged for the campaign (turn campaign links off to save them); LinkedIn allows at most 3,000.',
    );
    const post = await postNow(caller, {
      content: { text },
      platforms: ['linkedin'],
      campaignLinks: false,
    });
    expect(post.status).toBe('posted');
  });

  it('bring the visits and conversions the site records back to the post', async () => {
    const caller = await member();
    const post = await postNow(caller, {
      content: { text: `Apply now ${Date.now()} ${SITE_URL}/programs` },
      platforms: ['linkedin'],
    });
    expect(post.campaign).toEqual({ name: post.campaign!.name, visits: 0, conversions: 0 });
    const tagged = (await published('linkedin', 'Apply now'))!.split(' ').at(-1)!;
    const path = tagged.slice(SITE_URL.length);

    // A visitor follows the link, then sends the contact form, through the site's analytics.
    const event = (body: Record<string, unknown>) =>
      request(content.url)
        .post('/api/analytics/events')
        .set('X-Forwarded-For', '198.51.100.23')
        .set('User-Agent', BROWSER)
        .send(body)
        .expect(202);
    await event({ type: 'page_view', path, referrer: 'https://www.linkedin.com/' });
    await event({ type: 'contact_submitted', path: '/contact' });

    const page = await request(running.service.url)
      .get('/api/social/scheduled-posts')
      .set('Authorization', caller.auth)
      .expect(200);
    const card = (page.body.posts as ScheduledPost[]).find((item) => item.id === post.id);
    expect(card?.campaign).toEqual({ name: post.campaign!.name, visits: 1, conversions: 1 });
  });
});
