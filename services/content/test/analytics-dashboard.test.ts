import { FakeClock, testRedisUrl } from '@sandglass/server/testing';
import { Queue, QueueEvents } from 'bullmq';
import pg from 'pg';
import request from 'supertest';
import { ANALYTICS_QUEUE, ANALYTICS_ROLLUP_JOB } from '../src/analytics/analytics-rollup.job.js';
import { startContentService, type RunningContent } from './content-service.js';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const START = new Date('2030-03-12T09:00:00.000Z');
const MINUTE = 60_000;

/** A content service with a database and a clock of its own, starting at START. */
interface World {
  clock: FakeClock;
  service: RunningContent;
  db: pg.Client;
  close(): Promise<void>;
}

async function startWorld(label: string): Promise<World> {
  const clock = new FakeClock(START);
  const service = await startContentService(label, {}, clock);
  const db = new pg.Client({ connectionString: service.databaseUrl });
  await db.connect();
  return {
    clock,
    service,
    db,
    close: async () => {
      await db.end();
      await service.close();
    },
  };
}

/**
 * Runs the roll-up job now, as its scheduler does every ten minutes (a dashboard read never
 * starts one), and waits until it has finished.
 */
async function rollUp({ service }: World): Promise<void> {
  const options = { connection: { url: testRedisUrl() }, prefix: `${service.redisPrefix}:bull` };
  const queue = new Queue(ANALYTICS_QUEUE, options);
  const events = new QueueEvents(ANALYTICS_QUEUE, options);
  try {
    await events.waitUntilReady();
    const job = await queue.add(ANALYTICS_ROLLUP_JOB, {});
    await job.waitUntilFinished(events, 60_000);
  } finally {
    await events.close();
    await queue.close();
  }
}

/**
 * The tests that move time on take a world of their own, so each can run alone and in any
 * order; the rest share `world`, whose clock stays at the known events' last minute. All are
 * started up front, `world` last: passport keeps the "jwt" strategy of the service started
 * last, so a service started or stopped in the middle of the file would change how the others
 * check tokens.
 */
let own: Record<'rollup' | 'previous' | 'salt' | 'reads' | 'top' | 'cap', World>;
let publicAnalytics: RunningContent;
let world: World;
let service: RunningContent;
let db: pg.Client;

beforeAll(async () => {
  own = {
    rollup: await startWorld('analyticsrollup'),
    previous: await startWorld('analyticsprev'),
    salt: await startWorld('analyticssalt'),
    // The dashboard keeps its raw rows for a while, so reads elsewhere would hide new events.
    reads: await startWorld('analyticsreads'),
    top: await startWorld('analyticstop'),
    cap: await startWorld('analyticscap'),
  };
  publicAnalytics = await startContentService('analyticspub', { ANALYTICS_PUBLIC: 'true' });
  world = await startWorld('analyticsdash');
  ({ service, db } = world);
});
afterAll(async () => {
  for (const each of [world, ...Object.values(own)]) await each.close();
  await publicAnalytics.close();
});

interface Visitor {
  ip: string;
  userAgent: string;
  headers?: Record<string, string>;
}
const alice: Visitor = { ip: '8.8.8.8', userAgent: CHROME };
const bob: Visitor = { ip: '10.0.0.5', userAgent: IPHONE };
const bot: Visitor = { ip: '8.8.4.4', userAgent: GOOGLEBOT };
const private1: Visitor = { ip: '9.9.9.9', userAgent: CHROME, headers: { DNT: '1' } };
const private2: Visitor = { ip: '9.9.9.10', userAgent: CHROME, headers: { 'Sec-GPC': '1' } };

/** Sends one event as `who`, `minutes` after START (the gateway passes the address). */
async function sendEvent(who: Visitor, minutes: number, body: object, { clock, service } = world) {
  clock.advance(START.getTime() + minutes * MINUTE - clock.now().getTime());
  await request(service.url)
    .post('/api/analytics/events')
    .set('X-Forwarded-For', who.ip)
    .set('User-Agent', who.userAgent)
    .set(who.headers ?? {})
    .send(body)
    .expect(202);
}

const read = (path: string, as = service.as.admin, on = service) =>
  request(on.url).get(path).set('Authorization', as);

const row = (key: string, visitors: number, visits: number, pageViews: number) => ({
  key,
  visitors,
  visits,
  pageViews,
});

/** Alice: two visits split by 40 minutes of silence; Bob: one bounce; a bot and two opt-outs. */
async function recordKnownEvents(on = world) {
  const event = (who: Visitor, minutes: number, body: object) => sendEvent(who, minutes, body, on);
  await event(alice, 0, {
    type: 'page_view',
    path: '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=ai+funds&email=ada@example.com',
    referrer: 'https://www.google.com/search?q=ai',
  });
  // Only a visit's first page view says where it came from.
  await event(alice, 2, { type: 'page_view', path: '/portfolio', referrer: 'https://bing.com/' });
  await event(alice, 3, { type: 'conversion', path: '/portfolio', meta: { company: 'Acme' } });
  await event(bob, 10, {
    type: 'page_view',
    path: '/insights?utm_source=hn',
    referrer: 'news.ycombinator.com',
  });
  await event(bob, 10.5, { type: 'scroll_depth', path: '/insights', value: 50 });
  await event(bob, 11, { type: 'external_click', path: '/insights', meta: { host: 'x.com' } });
  await event(bot, 12, { type: 'page_view', path: '/' });
  await event(private1, 13, { type: 'page_view', path: '/' });
  await event(private2, 14, { type: 'page_view', path: '/' });
  // 40 minutes after Alice's last event: a new visit, with no referrer of its own.
  await event(alice, 43, { type: 'page_view', path: '/team' });
  await event(alice, 44, { type: 'page_view', path: '/portfolio' });
  await event(alice, 45, { type: 'contact_submitted', path: '/contact' });
}

const EXPECTED_SUMMARY = {
  visitors: { current: 2, previous: 0 },
  visits: { current: 3, previous: 0 },
  pageViews: { current: 5, previous: 0 },
  portfolioClicks: { current: 1, previous: 0 },
  contactForms: { current: 1, previous: 0 },
  externalVisits: { current: 1, previous: 0 },
  conversionRate: { current: 66.7, previous: 0 },
  bounceRate: { current: 33.3, previous: 0 },
  // 180 s, 120 s and 60 s.
  averageVisitSeconds: { current: 120, previous: 0 },
  pagesPerVisit: { current: 1.67, previous: 0 },
};

const EXPECTED_BREAKDOWNS = {
  topPages: [
    row('/portfolio', 1, 2, 2),
    row('/', 1, 1, 1),
    row('/insights', 1, 1, 1),
    row('/team', 1, 1, 1),
  ],
  referrers: [
    row('Direct', 1, 1, 2),
    row('google.com', 1, 1, 2),
    row('news.ycombinator.com', 1, 1, 1),
  ],
  utmSources: [row('hn', 1, 1, 1), row('newsletter', 1, 1, 2)],
  utmMediums: [row('email', 1, 1, 2)],
  campaigns: [row('spring', 1, 1, 2)],
  keywords: [row('ai funds', 1, 1, 2)],
  funnel: [
    { step: 'visit', label: 'Visited the site', visits: 3 },
    { step: 'portfolio', label: 'Viewed the portfolio', visits: 2 },
    { step: 'learn_more', label: 'Clicked Learn More', visits: 1 },
    { step: 'contact_form', label: 'Sent the contact form', visits: 1 },
  ],
  devices: [row('Desktop', 1, 2, 4), row('Mobile', 1, 1, 1)],
  browsers: [row('Chrome', 1, 2, 4), row('Safari', 1, 1, 1)],
  operatingSystems: [row('Windows', 1, 2, 4), row('iOS', 1, 1, 1)],
  countries: [row('US', 1, 2, 4), row('Unknown', 1, 1, 1)],
};

describe('the analytics dashboard on a known set of events', () => {
  let today: request.Response;

  beforeAll(async () => {
    await recordKnownEvents();
    today = await read('/api/analytics/dashboard?range=7d').expect(200);
  });

  it('counts visitors, visits split by 30 minutes of silence, bounces, conversions and time', () => {
    expect(today.body.summary).toEqual(EXPECTED_SUMMARY);
  });

  it('lists pages, sources, keywords, the funnel, devices, browsers, systems and countries', () => {
    expect(today.body).toMatchObject(EXPECTED_BREAKDOWNS);
  });

  it('draws 7 days by the hour, today up to the current hour and none after it', () => {
    const { interval, points } = today.body.series;
    expect(interval).toBe('hour');
    // Six whole days, then today's hours 00:00 to 09:00 (the clock reads 09:xx).
    expect(points).toHaveLength(6 * 24 + 10);
    expect(points[0].time).toBe('2030-03-06T00:00:00.000Z');
    expect(points.at(-1).time).toBe('2030-03-12T09:00:00.000Z');
    expect(points.filter((p: { pageViews: number }) => p.pageViews > 0)).toEqual([
      { time: '2030-03-12T09:00:00.000Z', visitors: 2, pageViews: 5 },
    ]);
    expect(today.body).toMatchObject({
      range: '7d',
      from: '2030-03-06T00:00:00.000Z',
      to: '2030-03-13T00:00:00.000Z',
      previousFrom: '2030-02-27T00:00:00.000Z',
    });
  });

  it('stores neither the address nor the User-Agent, and nothing of the bot or the opt-outs', async () => {
    const dump = JSON.stringify(
      await Promise.all(
        ['analytics_events', 'analytics_visits', 'analytics_visitors'].map(
          async (table) => (await db.query(`SELECT * FROM content.${table}`)).rows,
        ),
      ),
    );
    expect(dump).not.toMatch(/8\.8\.8\.8|10\.0\.0\.5|9\.9\.9|Mozilla|ada@example/);
    expect(
      (await db.query('SELECT count(*)::int AS n FROM content.analytics_events')).rows[0].n,
    ).toBe(9);
  });

  it('shows who is here now and the latest events without telling visitors apart', async () => {
    const res = await read('/api/analytics/live').expect(200);
    expect(res.body.visitorsNow).toBe(1);
    expect(res.body.recentActivity).toHaveLength(9);
    expect(res.body.recentActivity[0]).toEqual({
      type: 'contact_submitted',
      path: '/contact',
      at: '2030-03-12T09:45:00.000Z',
      device: 'Desktop',
      browser: 'Chrome',
      country: 'US',
    });
  });

  it('exports the report as CSV a spreadsheet opens: both periods, then one table per section', async () => {
    const res = await read('/api/analytics/export?range=7d').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="website-analytics-7d-2030-03-13.csv"',
    );
    const lines = res.text.split('\r\n');
    expect(lines.slice(0, 9)).toEqual([
      'Website Analytics report',
      'Range,Last 7 days',
      'Period,2030-03-06 to 2030-03-12',
      'Previous period,2030-02-27 to 2030-03-05',
      '',
      'Totals',
      'Metric,This period,Previous period',
      'Visitors,2,0',
      'Visits,3,0',
    ]);
    expect(lines).toContain('Conversion rate (%),66.7,0');
    const table = (title: string) => {
      const start = lines.indexOf(title);
      const end = lines.indexOf('', start);
      return lines.slice(start + 1, end === -1 ? undefined : end);
    };
    expect(table('Keywords (utm_term)')).toEqual([
      'Keyword,Visitors,Visits,Page views',
      'ai funds,1,1,2',
    ]);
    // Traffic comes last, and stops at the current hour instead of leading with empty ones.
    const traffic = table('Traffic by hour');
    expect(traffic[0]).toBe('Hour (UTC),Visitors,Page views');
    expect(traffic.at(-1)).toMatch(/^2030-03-12 09:00,/);
    expect(lines.indexOf('Traffic by hour')).toBeGreaterThan(lines.indexOf('Countries'));
  });

  it('reads the same figures from the roll-up once the day is over', async () => {
    const { clock, service, db } = own.rollup;
    await recordKnownEvents(own.rollup);
    clock.advance(24 * 60 * MINUTE);
    await rollUp(own.rollup);
    const tomorrow = await read(
      '/api/analytics/dashboard?range=7d',
      service.as.admin,
      service,
    ).expect(200);
    const rolled = (await db.query('SELECT * FROM content.analytics_daily WHERE visits > 0')).rows;
    expect(rolled).toMatchObject([{ visits: 3, page_views: 5, bounces: 1 }]);
    expect(tomorrow.body.summary).toEqual(EXPECTED_SUMMARY);
    expect(tomorrow.body).toMatchObject(EXPECTED_BREAKDOWNS);
    expect(
      tomorrow.body.series.points.filter((p: { pageViews: number }) => p.pageViews > 0),
    ).toEqual([{ time: '2030-03-12T09:00:00.000Z', visitors: 2, pageViews: 5 }]);

    const month = await read(
      '/api/analytics/dashboard?range=30d',
      service.as.admin,
      service,
    ).expect(200);
    expect(month.body.series.interval).toBe('day');
    expect(month.body.series.points).toHaveLength(30);
    expect(month.body.series.points.at(-2)).toEqual({
      time: '2030-03-12T00:00:00.000Z',
      visitors: 2,
      pageViews: 5,
    });
    expect(month.body.summary).toEqual(EXPECTED_SUMMARY);
  });

  it('compares with the period before', async () => {
    const { clock, service } = own.previous;
    await recordKnownEvents(own.previous);
    // Eight days later the known day is in the 7 days before the range.
    clock.advance(8 * 24 * 60 * MINUTE);
    const res = await read('/api/analytics/dashboard?range=7d', service.as.admin, service).expect(
      200,
    );
    expect(res.body.summary.visitors).toEqual({ current: 0, previous: 2 });
    expect(res.body.summary.bounceRate).toEqual({ current: 0, previous: 33.3 });
    // Read from the raw rows: the read started no roll-up (the scheduled job does them).
    const { db } = own.previous;
    const rolled = await db.query('SELECT count(*)::int AS days FROM content.analytics_daily');
    expect(rolled.rows).toEqual([{ days: 0 }]);
  });

  it('rotates the visitor salt daily and destroys the old one', async () => {
    const { clock, service, db } = own.salt;
    await recordKnownEvents(own.salt);
    clock.advance(8 * 24 * 60 * MINUTE);
    // The roll-up job (every ten minutes) deletes the old salts.
    await rollUp(own.salt);
    await read('/api/analytics/dashboard?range=7d', service.as.admin, service).expect(200);
    const salts = (await db.query('SELECT day::text FROM content.analytics_salts')).rows;
    expect(salts).toEqual([]);
    await sendEvent(alice, 9 * 24 * 60, { type: 'page_view', path: '/' }, own.salt);
    const after = (await db.query('SELECT day::text AS day FROM content.analytics_salts')).rows;
    expect(after).toEqual([{ day: '2030-03-21' }]);
    const admitted = await db.query(
      'SELECT DISTINCT day::text AS day FROM content.analytics_day_values',
    );
    expect(admitted.rows).toEqual([{ day: '2030-03-21' }]);
    const hashes = (await db.query('SELECT DISTINCT visitor FROM content.analytics_visits')).rows;
    expect(hashes).toHaveLength(3);
  });
});

describe('bounded variety: what anyone can invent is capped per day', () => {
  /** Sends `events` as `who` in batches of 50, at the world's current time. */
  async function sendBatches(on: World, who: Visitor, events: object[]) {
    for (let i = 0; i < events.length; i += 50) {
      await request(on.service.url)
        .post('/api/analytics/events/batch')
        .set('X-Forwarded-For', who.ip)
        .set('User-Agent', who.userAgent)
        .send({ events: events.slice(i, i + 50) })
        .expect(202);
    }
  }
  const pageView = (path: string) => ({ type: 'page_view', path });
  const readOn = (on: World, range = '7d') =>
    read(`/api/analytics/dashboard?range=${range}`, on.service.as.admin, on.service).expect(200);

  it('keeps the top 100 keys of a day and sums the rest as Other, the same raw and rolled up', async () => {
    const on = own.top;
    const paths = Array.from({ length: 130 }, (_, i) => `/p/${String(i).padStart(3, '0')}`);
    await sendBatches(on, alice, [...['/popular', '/popular', '/popular'], ...paths].map(pageView));
    // 131 pages: /popular and /p/000 … /p/098 are the top 100; /p/099 … /p/129 are Other.
    const expected = [
      row('Other', 31, 31, 31),
      row('/popular', 1, 1, 3),
      ...paths.slice(0, 8).map((path) => row(path, 1, 1, 1)),
    ];
    expect((await readOn(on)).body.topPages).toEqual(expected);

    on.clock.advance(24 * 60 * MINUTE);
    await rollUp(on);
    expect((await readOn(on)).body.topPages).toEqual(expected);
    const { rows } = await on.db.query(
      `SELECT count(*)::int AS keys, sum(page_views)::int AS views
       FROM content.analytics_daily_breakdowns WHERE dimension = 'page'`,
    );
    expect(rows).toEqual([{ keys: 101, views: 133 }]);
  });

  it('records values past the day’s first 1,000 of a kind as Other', async () => {
    const on = own.cap;
    const spammer = (i: number): Visitor => ({
      ip: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      userAgent: CHROME,
    });
    const spam = (i: number) =>
      request(on.service.url)
        .post('/api/analytics/events')
        .set('X-Forwarded-For', spammer(i).ip)
        .set('User-Agent', CHROME)
        .send({
          type: 'page_view',
          path: `/spam/${i}?utm_campaign=c${i}`,
          referrer: `https://spam-${i}.example/`,
        })
        .expect(202);
    const COUNT = 1010;
    for (let i = 0; i < COUNT; i += 20) {
      await Promise.all(Array.from({ length: Math.min(20, COUNT - i) }, (_, j) => spam(i + j)));
    }
    const distinct = async (sql: string) => (await on.db.query(sql)).rows[0];
    expect(
      await distinct(`SELECT count(DISTINCT referrer)::int AS referrers,
         count(DISTINCT utm_campaign)::int AS campaigns,
         count(*) FILTER (WHERE referrer = 'Other')::int AS other
       FROM content.analytics_visits`),
    ).toEqual({ referrers: 1001, campaigns: 1001, other: COUNT - 1000 });
    expect(
      await distinct('SELECT count(DISTINCT path)::int AS paths FROM content.analytics_events'),
    ).toEqual({ paths: 1001 });

    // A value the day already has is still itself; a new one is Other.
    await sendEvent(
      spammer(2000),
      0,
      {
        type: 'page_view',
        path: '/spam/7',
        referrer: 'https://spam-7.example/',
      },
      on,
    );
    await sendEvent(
      spammer(2001),
      0,
      { type: 'page_view', path: '/new', referrer: 'new.example' },
      on,
    );
    const recorded = async (path: string) =>
      (
        await on.db.query(
          `SELECT s.referrer FROM content.analytics_events e
           JOIN content.analytics_visits s ON s.id = e.visit_id WHERE e.path = $1`,
          [path],
        )
      ).rows.map((r: { referrer: string }) => r.referrer);
    expect(await recorded('/spam/7')).toEqual(['spam-7.example', 'spam-7.example']);
    expect(await recorded('Other')).toEqual(Array(COUNT - 1000 + 1).fill('Other'));

    // The dashboard lists them among the top 100 of the day, the rest summed into Other.
    const { body } = await readOn(on);
    expect(body.referrers[0]).toEqual(row('Other', 912, 912, 912));
    expect(body.referrers).toHaveLength(10);
    // A thousand requests: on a busy machine that takes a while.
  }, 180_000);
});

describe('reading the analytics', () => {
  const readAs = (path: string, as?: string) =>
    read(path, as ?? own.reads.service.as.admin, own.reads.service);

  it.each(['/api/analytics/dashboard', '/api/analytics/live', '/api/analytics/export'])(
    '%s is for admins only',
    async (path) => {
      const anonymous = await request(own.reads.service.url).get(path).expect(401);
      expect(anonymous.body.message).toBe('Sign in as an admin to see the website analytics.');
      const member = await readAs(path, own.reads.service.as.member).expect(403);
      expect(member.body.message).toBe('Only admins can see the website analytics.');
    },
  );

  it.each(['/api/analytics/dashboard?range=2w', '/api/analytics/export?range=all'])(
    'refuses %s with a sentence',
    async (path) => {
      const res = await readAs(path).expect(400);
      expect(res.body.message).toBe('Range must be one of: 7d, 30d, 90d, 1y.');
    },
  );

  it('defaults to 30 days', async () => {
    const res = await readAs('/api/analytics/dashboard').expect(200);
    expect(res.body.range).toBe('30d');
  });

  it('opens read-only to everyone with ANALYTICS_PUBLIC=true', async () => {
    await request(publicAnalytics.url).get('/api/analytics/dashboard?range=90d').expect(200);
    await request(publicAnalytics.url).get('/api/analytics/live').expect(200);
    await request(publicAnalytics.url).get('/api/analytics/overview').expect(401);
  });
});

describe('the analytics API documentation', () => {
  it('documents every analytics endpoint, the ranges and the answers', async () => {
    const { body } = await request(service.url).get('/openapi.json').expect(200);
    for (const path of ['dashboard', 'live', 'export', 'events', 'events/batch', 'overview']) {
      expect(body.paths).toHaveProperty([`/api/analytics/${path}`]);
    }
    const dashboard = body.paths['/api/analytics/dashboard'].get;
    expect(dashboard.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'range',
          schema: expect.objectContaining({ enum: ['7d', '30d', '90d', '1y'] }),
        }),
      ]),
    );
    expect(Object.keys(dashboard.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    expect(body.paths['/api/analytics/export'].get.responses['200'].content).toHaveProperty(
      'text/csv',
    );
  });
});
