import { FakeClock } from '@sandglass/server/testing';
import { readingTime, type BlogPost, type BlogPostSummary } from '@sandglass/shared';
import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';
import { memberInput, postInput } from './factories.js';

let service: RunningContent;
const clock = new FakeClock(new Date('2026-05-01T08:00:00Z'));

beforeAll(async () => {
  service = await startContentService('blog', {}, clock);
});
afterAll(() => service.close());

const write = (body: object, auth = service.as.admin) =>
  request(service.url).post('/api/blog').set('Authorization', auth).send(body);

const publicList = async () =>
  ((await request(service.url).get('/api/blog').expect(200)).body as { posts: BlogPostSummary[] })
    .posts;

const adminList = async (status: string) =>
  (
    (
      await request(service.url)
        .get(`/api/blog?status=${status}`)
        .set('Authorization', service.as.admin)
        .expect(200)
    ).body as { posts: BlogPostSummary[] }
  ).posts;

describe('writing articles (admin)', () => {
  it('creates a draft by default, with a reading time and rendered body', async () => {
    const body = `## Heading\n\n${'word '.repeat(450).trim()}`;
    const res = await write(postInput({ title: 'The Long Read', body })).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      slug: 'the-long-read',
      title: 'The Long Read',
      excerpt: expect.any(String),
      body,
      bodyHtml: expect.stringContaining('<h2>Heading</h2>'),
      category: 'technology',
      featuredImageUrl: null,
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      readingTime: 3,
      viewCount: 0,
      tags: ['Evaluation'],
      author: null,
      status: 'draft',
      seoTitle: null,
      seoDescription: null,
      featured: false,
    });
  });

  it('sets publishedAt when a post is published, and keeps it afterwards', async () => {
    const draft = (await write(postInput()).expect(201)).body as BlogPost;
    const published = await request(service.url)
      .patch(`/api/blog/${draft.id}`)
      .set('Authorization', service.as.admin)
      .send({ status: 'published' })
      .expect(200);
    expect(published.body.publishedAt).toBe(clock.now().toISOString());
    clock.advance(60_000);
    const edited = await request(service.url)
      .patch(`/api/blog/${draft.id}`)
      .set('Authorization', service.as.admin)
      .send({ body: 'Shorter now.' })
      .expect(200);
    expect(edited.body).toMatchObject({
      publishedAt: published.body.publishedAt,
      readingTime: readingTime('Shorter now.'),
      body: 'Shorter now.',
    });
  });

  it('keeps a chosen publication time', async () => {
    const res = await write(
      postInput({ status: 'published', publishedAt: '2025-12-24T10:00:00Z' }),
    ).expect(201);
    expect(res.body.publishedAt).toBe('2025-12-24T10:00:00.000Z');
  });

  it('shows the author from the team', async () => {
    const member = (
      await request(service.url)
        .post('/api/team')
        .set('Authorization', service.as.admin)
        .send(memberInput({ name: 'Dorothy Vaughan', title: 'Partner' }))
        .expect(201)
    ).body;
    const res = await write(postInput({ authorId: member.id })).expect(201);
    expect(res.body.author).toEqual({
      id: member.id,
      name: 'Dorothy Vaughan',
      title: 'Partner',
      photoUrl: null,
    });
  });

  it('refuses an author who is not on the team, and stores nothing', async () => {
    const before = await adminList('all');
    const res = await write(postInput({ authorId: '00000000-0000-4000-8000-000000000000' })).expect(
      400,
    );
    expect(res.body.details).toEqual([
      { field: 'authorId', message: 'No team member has this id. Choose another author.' },
    ]);
    expect(await adminList('all')).toEqual(before);
  });

  it('refuses a slug another article uses', async () => {
    await write(postInput({ slug: 'one-of-a-kind' })).expect(201);
    const res = await write(postInput({ slug: 'one-of-a-kind' })).expect(409);
    expect(res.body.code).toBe('BLOG_SLUG_TAKEN');
  });

  it.each([
    ['a script tag', '<script>alert("x")</script>', 'a <script> element'],
    ['a javascript: link', '[win a prize](javascript:alert(1))', 'a javascript: link'],
    [
      'an event handler',
      '<img src="https://example.com/a.png" onerror="alert(1)">',
      'an event-handler attribute (onerror)',
    ],
    ['an iframe', '<iframe src="https://example.com"></iframe>', 'a <iframe> element'],
  ])('refuses Markdown with %s and stores nothing', async (_what, markdown, problem) => {
    const before = await adminList('all');
    const res = await write(postInput({ body: `Intro.\n\n${markdown}` })).expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'body',
        message: `The article contains ${problem}, which is not allowed. Remove it and try again.`,
      },
    ]);
    expect(await adminList('all')).toEqual(before);
  });

  it('refuses dangerous Markdown in an edit too, leaving the article as it was', async () => {
    const post = (await write(postInput()).expect(201)).body as BlogPost;
    await request(service.url)
      .patch(`/api/blog/${post.id}`)
      .set('Authorization', service.as.admin)
      .send({ body: '<script>alert(1)</script>' })
      .expect(400);
    const stored = await request(service.url)
      .get(`/api/blog/${post.slug}`)
      .set('Authorization', service.as.admin)
      .expect(200);
    expect(stored.body.body).toBe(post.body);
  });

  it('strips harmless raw HTML when rendering but keeps the Markdown as written', async () => {
    const body = '<div style="color:red" class="x">Styled <span>text</span></div>\n\n**bold**';
    const post = (await write(postInput({ body, status: 'published' })).expect(201)).body;
    expect(post.body).toBe(body);
    expect(post.bodyHtml).not.toMatch(/<div|<span|style=|class=/);
    expect(post.bodyHtml).toContain('Styled text');
    expect(post.bodyHtml).toContain('<strong>bold</strong>');
  });

  it.each([
    [{ title: '' }, 'title', 'Enter a title.'],
    [{ title: 'x'.repeat(201) }, 'title', 'Title can be at most 200 characters.'],
    [{ excerpt: 'x'.repeat(501) }, 'excerpt', 'Excerpt can be at most 500 characters.'],
    [
      { category: 'gossip' },
      'category',
      expect.stringMatching(/^Category must be one of: ai-trends/),
    ],
    [{ status: 'archived' }, 'status', 'Status must be one of: draft, published.'],
    [{ status: null }, 'status', 'Status must be one of: draft, published.'],
    [{ publishedAt: 'yesterday' }, 'publishedAt', expect.stringMatching(/^Published at must be/)],
    [
      { publishedAt: '1850-01-01T00:00:00Z' },
      'publishedAt',
      'Published at must be between the years 1900 and 2199.',
    ],
    [{ seoTitle: 'x'.repeat(71) }, 'seoTitle', 'SEO title can be at most 70 characters.'],
    [{ tags: [1, 2] }, 'tags', 'Each of the tags must be text.'],
    [
      { featuredImageUrl: 'http://' },
      'featuredImageUrl',
      expect.stringMatching(/^Featured image must be/),
    ],
  ])('refuses %j', async (change, field, message) => {
    const res = await write(postInput(change)).expect(400);
    expect(res.body.details).toContainEqual({ field, message });
  });

  it('lets only admins write, edit and delete', async () => {
    await write(postInput(), '').expect(401);
    await write(postInput(), service.as.member).expect(403);
    await request(service.url)
      .delete('/api/blog/00000000-0000-4000-8000-000000000000')
      .set('Authorization', service.as.guest)
      .expect(403);
  });

  it('deletes an article', async () => {
    const post = (await write(postInput({ status: 'published' })).expect(201)).body;
    await request(service.url)
      .delete(`/api/blog/${post.id}`)
      .set('Authorization', service.as.admin)
      .expect(204);
    await request(service.url).get(`/api/blog/${post.slug}`).expect(404);
  });
});

describe('featuring an article (admin)', () => {
  const patch = (id: string, body: object, auth = service.as.admin) =>
    request(service.url).patch(`/api/blog/${id}`).set('Authorization', auth).send(body);
  const featuredIds = async () =>
    (await adminList('all')).filter((post) => post.featured).map((post) => post.id);

  it('features the chosen article and un-features the one before, listed in GET /api/blog', async () => {
    const first = (await write(postInput({ status: 'published', featured: true })).expect(201))
      .body as BlogPost;
    expect(first.featured).toBe(true);
    const firstUpdatedAt = first.updatedAt;
    clock.advance(60_000);
    const second = (await write(postInput({ status: 'published' })).expect(201)).body as BlogPost;
    expect(second.featured).toBe(false);
    expect(await featuredIds()).toEqual([first.id]);

    clock.advance(60_000);
    const featured = await patch(second.id, { featured: true }).expect(200);
    expect(featured.body.featured).toBe(true);
    expect(await featuredIds()).toEqual([second.id]);
    const publicPosts = await publicList();
    expect(publicPosts.find((post) => post.id === second.id)?.featured).toBe(true);
    expect(publicPosts.find((post) => post.id === first.id)?.featured).toBe(false);
    // Losing the place is no edit of the first article.
    const firstNow = await request(service.url)
      .get(`/api/blog/${first.slug}?countView=false`)
      .expect(200);
    expect(firstNow.body).toMatchObject({ featured: false, updatedAt: firstUpdatedAt });

    await patch(second.id, { featured: false }).expect(200);
    expect(await featuredIds()).toEqual([]);
  });

  it('keeps exactly one featured when two are featured at once', async () => {
    const [a, b] = await Promise.all([
      write(postInput({ status: 'published' })).expect(201),
      write(postInput({ status: 'published' })).expect(201),
    ]);
    await Promise.all([
      patch(a.body.id, { featured: true }).expect(200),
      patch(b.body.id, { featured: true }).expect(200),
    ]);
    const ids = await featuredIds();
    expect(ids).toHaveLength(1);
    expect([a.body.id, b.body.id]).toContain(ids[0]);
  });

  it('refuses a featured that is not true or false, and lets only admins set it', async () => {
    const post = (await write(postInput()).expect(201)).body as BlogPost;
    const res = await patch(post.id, { featured: 'yes' }).expect(400);
    expect(res.body.details).toEqual([
      { field: 'featured', message: 'Featured must be true or false.' },
    ]);
    await patch(post.id, { featured: true }, service.as.member).expect(403);
    expect(await featuredIds()).not.toContain(post.id);
  });
});

describe('reading articles', () => {
  it('lists published posts only, newest first, without bodies', async () => {
    clock.advance(3600_000);
    const older = (await write(postInput({ status: 'published' })).expect(201)).body;
    clock.advance(3600_000);
    const newer = (await write(postInput({ status: 'published' })).expect(201)).body;
    const draft = (await write(postInput()).expect(201)).body;
    const posts = await publicList();
    const ids = posts.map((post) => post.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(posts[0]).not.toHaveProperty('body');
    expect(posts[0]).not.toHaveProperty('bodyHtml');
    expect(posts.every((post) => post.status === 'published')).toBe(true);
  });

  it('filters by category', async () => {
    const trend = (
      await write(postInput({ status: 'published', category: 'ai-trends' })).expect(201)
    ).body;
    const other = (
      await write(postInput({ status: 'published', category: 'investment' })).expect(201)
    ).body;
    const res = await request(service.url).get('/api/blog?category=ai-trends').expect(200);
    const posts = res.body.posts as BlogPostSummary[];
    expect(posts.map((post) => post.id)).toContain(trend.id);
    expect(posts.map((post) => post.id)).not.toContain(other.id);
    expect(posts.every((post) => post.category === 'ai-trends')).toBe(true);
  });

  it('returns exactly as many posts as the limit asks, the newest ones', async () => {
    const newest: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock.advance(60_000);
      newest.unshift((await write(postInput({ status: 'published' })).expect(201)).body.id);
    }
    const res = await request(service.url).get('/api/blog?limit=2').expect(200);
    expect(res.body.posts.map((post: BlogPostSummary) => post.id)).toEqual(newest.slice(0, 2));
  });

  it('returns at most 100 posts when no limit is given', async () => {
    for (let i = 0; i < 101; i += 1) await write(postInput({ status: 'published' })).expect(201);
    expect(await publicList()).toHaveLength(100);
  });

  it.each([
    ['?limit=0', 'Limit must be 1 or more.'],
    ['?limit=lots', 'Limit must be a whole number.'],
    ['?category=gossip', expect.stringMatching(/^Category must be one of/)],
    ['?status=secret', 'Status must be one of: published, draft, all.'],
  ])('refuses the query %s with a sentence', async (query, message) => {
    const res = await request(service.url).get(`/api/blog${query}`).expect(400);
    expect(res.body.message).toEqual(message);
  });

  it('shows drafts to admins who ask for them, and to nobody else', async () => {
    const draft = (await write(postInput()).expect(201)).body;
    expect((await adminList('draft')).map((post) => post.id)).toContain(draft.id);
    expect((await adminList('draft')).every((post) => post.status === 'draft')).toBe(true);
    expect((await adminList('all')).map((post) => post.id)).toContain(draft.id);

    const anonymous = await request(service.url).get('/api/blog?status=draft').expect(401);
    expect(anonymous.body).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Sign in as an admin to see drafts.',
    });
    const member = await request(service.url)
      .get('/api/blog?status=all')
      .set('Authorization', service.as.member)
      .expect(403);
    expect(member.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only admins can see drafts.',
    });
  });

  it('finds a draft by its slug for admins only', async () => {
    const draft = (await write(postInput()).expect(201)).body;
    const res = await request(service.url).get(`/api/blog/${draft.slug}`).expect(404);
    expect(res.body.message).toBe('There is no published article at this address.');
    await request(service.url)
      .get(`/api/blog/${draft.slug}`)
      .set('Authorization', service.as.member)
      .expect(404);
    await request(service.url)
      .get(`/api/blog/${draft.slug}`)
      .set('Authorization', service.as.admin)
      .expect(200);
  });

  it('counts each public read as a view, without counting it as an edit', async () => {
    const post = (await write(postInput({ status: 'published' })).expect(201)).body;
    await request(service.url).get(`/api/blog/${post.slug}`).expect(200);
    const second = await request(service.url).get(`/api/blog/${post.slug}`).expect(200);
    expect(second.body.viewCount).toBe(2);
    expect(second.body.updatedAt).toBe(post.updatedAt);
    const listed = (await publicList()).find((p) => p.id === post.id);
    expect(listed?.viewCount).toBe(2);
  });

  it('reads an article without counting a view when asked, and refuses a countView it cannot read', async () => {
    const post = (await write(postInput({ status: 'published' })).expect(201)).body;
    const quiet = await request(service.url)
      .get(`/api/blog/${post.slug}?countView=false`)
      .expect(200);
    expect(quiet.body.viewCount).toBe(0);
    const bad = await request(service.url)
      .get(`/api/blog/${post.slug}?countView=maybe`)
      .expect(400);
    expect(bad.body.message).toMatch(/^The countView parameter must be true or false\.$/);
    const counted = await request(service.url).get(`/api/blog/${post.slug}`).expect(200);
    expect(counted.body.viewCount).toBe(1);
  });

  it('answers 404 for an address that cannot be a slug', async () => {
    await request(service.url).get('/api/blog/..%2F..%2Fetc').expect(404);
  });
});

describe('an article id that does not exist', () => {
  it.each([
    ['an unknown id', '6f0c6b5e-4f1d-4c53-9d5c-0b6f1b2f7a11'],
    ['an id that is not a UUID', 'not-a-uuid'],
  ])('gets the same code and sentence for %s', async (_what, id) => {
    for (const method of ['patch', 'delete'] as const) {
      const res = await request(service.url)
        [method](`/api/blog/${id}`)
        .set('Authorization', service.as.admin)
        .send({ title: 'Renamed' })
        .expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'BLOG_POST_NOT_FOUND',
        message: 'No article has this id.',
      });
    }
  });
});

describe('searching and paging the articles', () => {
  it('finds articles by a word of the title or the excerpt, ignoring case, and counts them', async () => {
    const word = `zebrafish${Date.now()}`;
    const byTitle = (
      await write(postInput({ title: `The ${word} memo`, status: 'published' })).expect(201)
    ).body;
    const byExcerpt = (
      await write(
        postInput({ excerpt: `On ${word.toUpperCase()} and more.`, status: 'published' }),
      ).expect(201)
    ).body;
    await write(postInput({ status: 'published' })).expect(201);

    const res = await request(service.url).get(`/api/blog?q=${word}`).expect(200);
    expect((res.body.posts as BlogPostSummary[]).map((post) => post.id).sort()).toEqual(
      [byTitle.id, byExcerpt.id].sort(),
    );
    expect(res.headers['x-total-count']).toBe('2');

    const second = await request(service.url).get(`/api/blog?q=${word}&limit=1&page=2`).expect(200);
    expect(second.body.posts).toHaveLength(1);
    expect(second.headers['x-total-count']).toBe('2');
  });
});
