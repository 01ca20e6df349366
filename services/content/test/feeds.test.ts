import { FakeClock } from '@sandglass/server/testing';
import request from 'supertest';
import { SITE_URL, startContentService, type RunningContent } from './content-service.js';
import { companyInput, memberInput, postInput } from './factories.js';

let service: RunningContent;
const clock = new FakeClock(new Date('2026-02-01T10:00:00Z'));
let published: { slug: string; updatedAt: string; publishedAt: string };
let draft: { slug: string };

beforeAll(async () => {
  service = await startContentService('feeds', {}, clock);
  const admin = (path: string, body: object) =>
    request(service.url).post(path).set('Authorization', service.as.admin).send(body).expect(201);
  const author = (await admin('/api/team', memberInput({ name: 'Annie Easley' }))).body;
  await admin('/api/portfolio', companyInput());
  published = (
    await admin(
      '/api/blog',
      postInput({
        title: 'Risk & Reward: <AI> at Seed',
        excerpt: 'Why "AI-native" means more than a model & a prompt.',
        tags: ['Seed', 'Risk'],
        category: 'investment',
        authorId: author.id,
        status: 'published',
      }),
    )
  ).body;
  draft = (await admin('/api/blog', postInput({ title: 'Unfinished thoughts' }))).body;
});
afterAll(() => service.close());

describe('GET /sitemap.xml', () => {
  it('lists every public page and published article with absolute URLs', async () => {
    const res = await request(service.url).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.text;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    for (const path of [
      '/',
      '/investment-thesis',
      '/portfolio',
      '/team',
      '/programs',
      '/insights',
      '/contact',
    ]) {
      expect(xml).toContain(`<loc>${SITE_URL}${path}</loc>`);
    }
    expect(xml).toContain(
      `<url><loc>${SITE_URL}/insights/${published.slug}</loc><lastmod>${published.updatedAt}</lastmod></url>`,
    );
    expect(xml).not.toContain(draft.slug);
  });

  it('dates each page by the newest change to what it shows', async () => {
    const xml = (await request(service.url).get('/sitemap.xml').expect(200)).text;
    expect(xml).toContain(
      `<url><loc>${SITE_URL}/insights</loc><lastmod>${published.updatedAt}</lastmod></url>`,
    );
    expect(xml).toMatch(
      new RegExp(`<url><loc>${SITE_URL}/portfolio</loc><lastmod>[^<]+</lastmod></url>`),
    );
    expect(xml).toContain(`<url><loc>${SITE_URL}/contact</loc></url>`);
    // Programs has no content yet, so it claims no date.
    expect(xml).toContain(`<url><loc>${SITE_URL}/programs</loc></url>`);
  });
});

describe('GET /rss.xml', () => {
  it('is an RSS 2.0 channel of published articles with escaped text', async () => {
    const res = await request(service.url).get('/rss.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.text;
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${SITE_URL}/insights</link>`);
    expect(xml).toContain(
      `<atom:link href="${SITE_URL}/rss.xml" rel="self" type="application/rss+xml" />`,
    );
    expect(xml).toContain('<title>Risk &amp; Reward: &lt;AI&gt; at Seed</title>');
    expect(xml).toContain(
      '<description>Why &quot;AI-native&quot; means more than a model &amp; a prompt.</description>',
    );
    expect(xml).toContain(`<guid isPermaLink="true">${SITE_URL}/insights/${published.slug}</guid>`);
    expect(xml).toContain(`<pubDate>${new Date(published.publishedAt).toUTCString()}</pubDate>`);
    expect(xml).toContain('<dc:creator>Annie Easley</dc:creator>');
    expect(xml).toContain('<category>Investment</category>');
    expect(xml).toContain('<category>Risk</category>');
    expect(xml).not.toContain('Unfinished thoughts');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });
});
