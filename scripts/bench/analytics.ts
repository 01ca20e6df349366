/**
 * npm run bench:analytics
 *
 * Seeds BENCH_EVENTS site analytics events (10 million by default) and their visits over the
 * last year straight in SQL (generate_series), before the stack starts on that database; then
 * waits for the content service to roll the year up, times every dashboard endpoint for every
 * range through the gateway (p50 and p95 of sequential requests, as an admin), and loads
 * POST /api/analytics/events through the gateway with autocannon (many addresses and browsers,
 * TRUST_PROXY=loopback so X-Forwarded-For names them; rate limits lifted) for the ingest rate:
 * one event per request as API clients may send them, and BENCH_BATCH (10) per request on the
 * batch route, as browsers send them.
 * Needs `npm run build` first; uses the machine's PostgreSQL and Redis like the tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ANALYTICS_RANGES } from '@sandglass/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { startIsolatedStack } from '../lib/isolated-stack.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const INGEST_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const INGEST_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Events per request in the batched ingest run. */
const BATCH = Number(process.env.BENCH_BATCH ?? 10);
/** Events per visit in the seed: 1 to 5 page views, and a click or form in 3 visits of 10. */
const EVENTS_PER_VISIT = 3.3;

const root = join(import.meta.dirname, '..', '..');
const elapsed = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

const sqlArray = (values: (string | null)[]) =>
  `ARRAY[${values.map((v) => (v === null ? 'NULL' : `'${v}'`)).join(', ')}]::text[]`;
/** A pseudo-random pick from `values`, fixed by the visit number and a salt. */
const pick = (values: (string | null)[], salt: number) =>
  `(${sqlArray(values)})[1 + ((i * ${salt}) % ${values.length})]`;

const PAGES = [
  '/',
  '/portfolio',
  '/team',
  '/insights',
  '/contact',
  '/programs',
  '/investment-thesis',
  '/insights/why-ai-now',
  '/insights/the-seed-playbook',
  '/ai-playground',
];

/** The schema (by the content service's own migrations), then visits and their events. */
async function seed(databaseUrl: string): Promise<void> {
  const { openDataSource } = await import(
    pathToFileURL(join(root, 'libs/server/dist/index.js')).href
  );
  const { CONTENT_DATABASE } = await import(
    pathToFileURL(join(root, 'services/content/dist/database.js')).href
  );
  const dataSource = await openDataSource({ url: databaseUrl, ...CONTENT_DATABASE });
  await dataSource.destroy();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET synchronous_commit = off');
    await client.query("SET maintenance_work_mem = '256MB'");
    const visits = Math.round(EVENTS / EVENTS_PER_VISIT);
    let start = performance.now();
    // Visits spread evenly over the 365 days up to now; about 1.3 visits per visitor and day.
    await client.query(
      `INSERT INTO content.analytics_visits (id, visitor, started_at, last_seen_at, page_views,
         entry_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, device, browser, os,
         country, portfolio, learn_more, contact)
       SELECT gen_random_uuid(), (i / 1.3)::bigint, started,
         started + ((1 + i % 5 + CASE WHEN i % 10 < 3 THEN 1 ELSE 0 END) - 1) * interval '40 seconds',
         1 + i % 5, ${pick(PAGES.slice(0, 4), 7)},
         ${pick([null, null, 'google.com', 'news.ycombinator.com', 'linkedin.com', 'x.com', 'bing.com', 'duckduckgo.com'], 13)},
         ${pick([null, null, null, 'newsletter', 'linkedin', 'twitter'], 17)},
         ${pick([null, null, 'email', 'social', 'cpc'], 19)},
         ${pick([null, null, null, 'spring-launch', 'demo-day', 'fund-ii'], 23)},
         ${pick([null, null, null, null, 'ai venture capital', 'seed funding', 'ai startups'], 29)},
         ${pick(['Desktop', 'Desktop', 'Mobile', 'Mobile', 'Tablet'], 31)},
         ${pick(['Chrome', 'Chrome', 'Safari', 'Firefox', 'Microsoft Edge', 'Samsung Internet'], 37)},
         ${pick(['Windows', 'macOS', 'iOS', 'Android', 'Linux'], 41)},
         ${pick(['US', 'GB', 'DE', 'FR', 'IN', 'CA', 'NL', null], 43)},
         i % 5 >= 1, i % 10 = 0, i % 10 = 1
       FROM generate_series(0, $1::int - 1) AS i,
         LATERAL (SELECT now() - interval '365 days' + (i::float8 / $1) * interval '365 days'
                    - interval '5 minutes' AS started) s`,
      [visits],
    );
    console.log(`Seeded ${visits.toLocaleString('en-US')} visits in ${elapsed(start)}`);
    start = performance.now();
    // Each visit's page views (the second is the portfolio where the visit has the flag), then
    // its Learn More, contact form or outbound click.
    const { rowCount } = await client.query(
      `INSERT INTO content.analytics_events (type, path, value, meta, created_at, visit_id)
       SELECT
         (CASE WHEN j < v.page_views THEN 'page_view'
               WHEN v.learn_more THEN 'conversion'
               WHEN v.contact THEN 'contact_submitted'
               ELSE 'external_click' END)::content.analytics_event_type,
         CASE WHEN j = 0 THEN v.entry_path
              WHEN j = 1 AND v.portfolio THEN '/portfolio'
              WHEN j >= v.page_views AND v.learn_more THEN '/portfolio'
              WHEN j >= v.page_views AND v.contact THEN '/contact'
              ELSE (${sqlArray(PAGES)})[1 + (j * 3 + v.page_views) % ${PAGES.length}] END,
         NULL, NULL, v.started_at + j * interval '40 seconds', v.id
       FROM content.analytics_visits v,
         generate_series(0, extract(epoch FROM v.last_seen_at - v.started_at)::int / 40) AS j`,
    );
    console.log(`Seeded ${rowCount?.toLocaleString('en-US')} events in ${elapsed(start)}`);
    // The seed's visits with the portfolio flag must have viewed it: the flag follows the events.
    await client.query(
      `UPDATE content.analytics_visits SET portfolio = (page_views >= 2 AND portfolio)
         OR entry_path = '/portfolio'`,
    );
    start = performance.now();
    await client.query('VACUUM ANALYZE content.analytics_visits');
    await client.query('VACUUM ANALYZE content.analytics_events');
    console.log(`Vacuumed and analysed in ${elapsed(start)}`);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const dataDir = await mkdtemp(join(tmpdir(), 'sg-bench-analytics-'));
const seedStart = performance.now();
const stack = await startIsolatedStack(
  'benchanalytics',
  {
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    UPLOADS_DIR: join(dataDir, 'uploads'),
  },
  (name, line) => {
    if (line.includes('"level":"error"') || line.includes('"level":"fatal"'))
      process.stderr.write(`${name} ${line}\n`);
  },
  { prepare: seed },
);
console.log(`Seed and start: ${elapsed(seedStart)}`);

try {
  const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stack.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };

  const get = async (path: string) => {
    const start = performance.now();
    const response = await fetch(`${stack.gatewayUrl}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - start;
  };

  // The content service rolls the seeded year up from its start (reads meanwhile take the
  // missing days raw); wait for it to reach yesterday.
  const rollupStart = performance.now();
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  for (;;) {
    const { rows } = await db.query('SELECT max(day)::text AS last FROM content.analytics_daily');
    if ((rows[0]?.last ?? '') >= yesterday) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await db.end();
  console.log(`Roll-up of the seeded year done ${elapsed(rollupStart)} after the stack was up`);

  const paths = [
    ...ANALYTICS_RANGES.flatMap((range) => [
      `/api/analytics/dashboard?range=${range}`,
      `/api/analytics/export?range=${range}`,
    ]),
    '/api/analytics/live',
  ];
  const rows: string[] = [];
  for (const path of paths) {
    for (let i = 0; i < 5; i += 1) await get(path);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) times.push(await get(path));
    times.sort((a, b) => a - b);
    rows.push(
      `${path.padEnd(42)} ${`${percentile(times, 50).toFixed(1)} ms`.padStart(10)} ${`${percentile(times, 95).toFixed(1)} ms`.padStart(10)}`,
    );
  }

  // Ingest: many visitors (addresses and browser versions), each event a page view; one event
  // per request as browsers send them, then batches of BATCH events per request.
  const visitorHeaders = (i: number) => ({
    'content-type': 'application/json',
    'x-forwarded-for': `198.51.${(i >> 8) & 255}.${i & 255}`,
    'user-agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${i % 50}.0 Safari/537.36`,
  });
  const event = (i: number) => ({
    type: 'page_view',
    path: ['/', '/portfolio', '/team', '/insights?utm_source=bench'][i % 4],
    ...(i % 3 === 0 ? { referrer: 'https://news.ycombinator.com/' } : {}),
  });
  const single = Array.from({ length: 500 }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/analytics/events',
    headers: visitorHeaders(i),
    body: JSON.stringify(event(i)),
  }));
  const batched = Array.from({ length: 500 }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/analytics/events/batch',
    headers: visitorHeaders(i + 1000),
    body: JSON.stringify({ events: Array.from({ length: BATCH }, (_, j) => event(i + j)) }),
  }));
  const load = async (requests: typeof single) => {
    await autocannon({ url: stack.gatewayUrl, connections: 8, duration: 2, requests });
    return autocannon({
      url: stack.gatewayUrl,
      connections: INGEST_CONNECTIONS,
      duration: INGEST_SECONDS,
      requests,
    });
  };
  const ingest = await load(single);
  const ingestBatched = await load(batched);

  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  const { rows: counts } = await client.query(
    'SELECT (SELECT count(*) FROM content.analytics_events)::bigint AS events',
  );
  await client.end();

  console.log(
    `\n${Number(counts[0].events).toLocaleString('en-US')} events in the database; ${SAMPLES} sequential requests per endpoint through the gateway, as an admin\n`,
  );
  console.log(`${''.padEnd(42)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
  for (const row of rows) console.log(row);
  const ingestLine = (label: string, result: typeof ingest, perRequest: number) =>
    `${label}: ${(result.requests.average * perRequest).toFixed(0)} events/s ` +
    `(${result.requests.average.toFixed(0)} requests/s, ${INGEST_CONNECTIONS} connections, ` +
    `${INGEST_SECONDS} s; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
    `${result.non2xx} non-2xx, ${result.errors} errors)`;
  console.log(`\n${ingestLine('POST /api/analytics/events via gateway', ingest, 1)}`);
  console.log(ingestLine(`POST /api/analytics/events/batch (${BATCH} each)`, ingestBatched, BATCH));
  for (const result of [ingest, ingestBatched]) {
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  }
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
