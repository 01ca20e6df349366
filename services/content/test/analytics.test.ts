import pg from 'pg';
import request from 'supertest';
import { startContentService, type RunningContent } from './content-service.js';
import { companyInput, contactInput, memberInput, postInput } from './factories.js';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let service: RunningContent;
let db: pg.Client;

beforeAll(async () => {
  service = await startContentService('analytics');
  db = new pg.Client({ connectionString: service.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await service.close();
});

const send = (body: object) =>
  request(service.url)
    .post('/api/analytics/events')
    .set('X-Forwarded-For', '203.0.113.7')
    .set('User-Agent', BROWSER)
    .set('Authorization', service.as.member)
    .send(body);

const storedEvents = async () =>
  (await db.query('SELECT * FROM content.analytics_events ORDER BY created_at')).rows;

describe('POST /api/analytics/events', () => {
  it('records an event and nothing about who sent it', async () => {
    const before = (await storedEvents()).length;
    const res = await send({
      type: 'scroll_depth',
      path: '/insights?email=ada@example.com#top',
      value: 50,
      meta: { section: 'latest', mobile: false },
    }).expect(202);
    expect(res.body).toEqual({ message: 'Recorded.' });

    const rows = (await storedEvents()).slice(before);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]).sort()).toEqual(
      ['created_at', 'id', 'meta', 'path', 'type', 'value', 'visit_id'].sort(),
    );
    expect(rows[0]).toMatchObject({
      type: 'scroll_depth',
      path: '/insights',
      value: 50,
      meta: { section: 'latest', mobile: false },
    });
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.7|member-user|ada@example\.com/);
  });

  it('keeps only the host of a referrer, however long its address', async () => {
    // A visitor of its own, so this page view starts a visit.
    await request(service.url)
      .post('/api/analytics/events')
      .set('X-Forwarded-For', '198.51.100.9')
      .set('User-Agent', BROWSER)
      .send({
        type: 'page_view',
        path: '/?utm_source=newsletter',
        referrer: `https://www.google.com/search?q=${'a'.repeat(2000)}`,
      })
      .expect(202);
    const { rows } = await db.query(
      'SELECT referrer, utm_source FROM content.analytics_visits ORDER BY started_at DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ referrer: 'google.com', utm_source: 'newsletter' });
  });

  it.each(['page_view', 'conversion', 'external_click', 'contact_submitted'])(
    'accepts a %s event without value or meta',
    async (type) => {
      await send({ type, path: '/portfolio' }).expect(202);
    },
  );

  it.each([
    [
      { type: 'click', path: '/' },
      'Type must be one of: page_view, scroll_depth, conversion, external_click, contact_submitted, application_submitted, newsletter_signup.',
    ],
    [{ type: 'page_view' }, 'Enter the path the event happened on.'],
    [
      { type: 'page_view', path: 'https://evil.example/' },
      'Path must be a site path starting with "/", such as /portfolio.',
    ],
    [{ type: 'page_view', path: `/${'p'.repeat(300)}` }, 'Path can be at most 300 characters.'],
    [{ type: 'scroll_depth', path: '/', value: '50' }, 'Value must be a number.'],
    [
      { type: 'scroll_depth', path: '/', value: 1e9 },
      'Value must be between -1000000 and 1000000.',
    ],
    [{ type: 'conversion', path: '/', meta: ['a'] }, 'Meta must be an object of names and values.'],
    [
      {
        type: 'conversion',
        path: '/',
        meta: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])),
      },
      'Meta can have at most 10 entries.',
    ],
    [
      { type: 'conversion', path: '/', meta: { 'bad key': 1 } },
      expect.stringMatching(/^Meta names must start with a letter/),
    ],
    [
      { type: 'conversion', path: '/', meta: { note: 'x'.repeat(201) } },
      'Meta values can be at most 200 characters.',
    ],
    [
      { type: 'conversion', path: '/', meta: { nested: { a: 1 } } },
      'Meta values must be text, numbers or true/false.',
    ],
    [
      { type: 'conversion', path: '/', meta: { note: 'a\u0000b' } },
      'Meta values must not contain NUL characters.',
    ],
    [
      { type: 'contact_submitted', path: '/contact', meta: { from: 'ada@example.com' } },
      'Meta must not contain email addresses: analytics never store personal data.',
    ],
    [
      { type: 'page_view', path: '/', userId: 'u1' },
      'Unknown field "userId". Remove it and try again.',
    ],
  ])('refuses %j with a sentence and records nothing', async (body, message) => {
    const before = (await storedEvents()).length;
    const res = await send(body).expect(400);
    expect(res.body.message).toEqual(message);
    expect((await storedEvents()).length).toBe(before);
  });
});

describe('POST /api/analytics/events/batch', () => {
  const batch = (body: object) =>
    request(service.url)
      .post('/api/analytics/events/batch')
      .set('X-Forwarded-For', '198.51.100.20')
      .set('User-Agent', BROWSER)
      .send(body);

  it('records each event in order, in one visit', async () => {
    const before = (await storedEvents()).length;
    await batch({
      events: [
        { type: 'page_view', path: '/?utm_source=import' },
        { type: 'page_view', path: '/portfolio' },
        { type: 'conversion', path: '/portfolio', meta: { company: 'Acme' } },
      ],
    }).expect(202);
    const rows = (await storedEvents()).slice(before);
    expect(rows.map((row) => [row.type, row.path])).toEqual([
      ['page_view', '/'],
      ['page_view', '/portfolio'],
      ['conversion', '/portfolio'],
    ]);
    expect(new Set(rows.map((row) => row.visit_id)).size).toBe(1);
    const { rows: visits } = await db.query(
      'SELECT page_views, utm_source, learn_more FROM content.analytics_visits WHERE id = $1',
      [rows[0].visit_id],
    );
    expect(visits).toEqual([{ page_views: 2, utm_source: 'import', learn_more: true }]);
  });

  it.each([
    [{ events: [] }, 'Send at least one event.'],
    [
      { events: Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/' })) },
      'Send at most 50 events at once.',
    ],
    [{ events: 'page_view' }, 'Events must be a list of events.'],
    [
      {
        events: [
          { type: 'page_view', path: '/' },
          { type: 'click', path: '/' },
        ],
      },
      'Type must be one of: page_view, scroll_depth, conversion, external_click, contact_submitted, application_submitted, newsletter_signup.',
    ],
  ])('refuses %j with a sentence and records nothing', async (body, message) => {
    const before = (await storedEvents()).length;
    const res = await batch(body).expect(400);
    expect(res.body.message).toBe(message);
    expect((await storedEvents()).length).toBe(before);
  });
});

describe('GET /api/analytics/overview', () => {
  it('counts companies, team members, all posts (drafts too) and contact submissions', async () => {
    const admin = (path: string, body: object) =>
      request(service.url).post(path).set('Authorization', service.as.admin).send(body).expect(201);
    await admin('/api/portfolio', companyInput());
    await admin('/api/portfolio', companyInput());
    await admin('/api/team', memberInput());
    await admin('/api/blog', postInput());
    await admin('/api/blog', postInput({ status: 'published' }));
    await request(service.url).post('/api/contact').send(contactInput()).expect(201);

    const res = await request(service.url)
      .get('/api/analytics/overview')
      .set('Authorization', service.as.admin)
      .expect(200);
    expect(res.body).toEqual({
      portfolioCompanies: 2,
      teamMembers: 1,
      blogPosts: 2,
      contactSubmissions: 1,
    });
  });

  it('is for admins only', async () => {
    await request(service.url).get('/api/analytics/overview').expect(401);
    await request(service.url)
      .get('/api/analytics/overview')
      .set('Authorization', service.as.guest)
      .expect(403);
  });
});
