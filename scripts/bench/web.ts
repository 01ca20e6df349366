/**
 * npm run bench:web
 *
 * Starts the built stack on its own database (with the content service's seed), then runs
 * Lighthouse (mobile form factor, default simulated throttling) on the public pages and prints
 * the four category scores, the main timings and the JavaScript each page loads (its size sent
 * gzipped, and as Brotli, which browsers ask for over HTTPS), with what kept a category below
 * 100. Needs `npm run build` first and Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium); uses the machine's PostgreSQL and Redis like the tests
 * (TEST_DATABASE_URL, TEST_REDIS_URL).
 *
 *   BENCH_RUNS=3          runs per page; the run with the median performance score is shown
 *   BENCH_PATHS=/,/team   other pages than /, /portfolio and /insights
 */
import { request } from 'node:http';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startIsolatedStack } from '../lib/isolated-stack.js';

const PATHS = (process.env.BENCH_PATHS ?? '/,/portfolio,/insights').split(',');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TIMINGS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface NetworkRequest {
  resourceType?: string;
  url: string;
}

/** The JavaScript files the page loaded (its own origin's; the site loads no one else's). */
function scriptUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => item.url);
}

/**
 * The size of a file as the gateway sends it to a client that accepts only that encoding:
 * `gzip` for the figure the target is set in (and what Lighthouse gets over plain HTTP), `br`
 * for what browsers receive over HTTPS.
 */
function encodedBytes(url: string, encoding: 'gzip' | 'br'): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function javascript(lhr: Result): Promise<{ gzip: number; br: number; files: number }> {
  const urls = [...new Set(scriptUrls(lhr))];
  const total = async (encoding: 'gzip' | 'br') =>
    (await Promise.all(urls.map((url) => encodedBytes(url, encoding)))).reduce(
      (sum, size) => sum + size,
      0,
    );
  return { gzip: await total('gzip'), br: await total('br'), files: urls.length };
}

const score = (lhr: Result, id: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The audits that cost a category points, for the report under the table. */
function shortfalls(lhr: Result): string[] {
  return CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${id}: ${audit!.title} (${audit!.displayValue ?? audit!.score})`),
  );
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run is tried again. */
const ATTEMPTS = 3;

/** A fresh browser per run: no cache, service worker or tab left over from the last one. */
async function audit(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      return await auditWith(chrome, url);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      process.stderr.write(`${url}: ${(error as Error).message}; trying again\n`);
    } finally {
      chrome.kill();
    }
  }
}

async function auditWith(chrome: LaunchedChrome, url: string): Promise<Result> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  if (result.lhr.runtimeError) {
    throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

const stack = await startIsolatedStack(
  'bench-web',
  { LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MINUTE: '100000000' },
  (name, line) => {
    if (line.includes('"level":"error"') || line.includes('"level":"fatal"'))
      process.stderr.write(`${name} ${line}\n`);
  },
);

try {
  const rows: string[] = [];
  const notes: string[] = [];
  for (const path of PATHS) {
    const url = `${stack.gatewayUrl}${path}`;
    const runs: Result[] = [];
    // A first visit warms the services' caches so every measured run sees the same server.
    await fetch(url);
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url));
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    const js = await javascript(lhr);
    const timings = TIMINGS.map(
      ([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`,
    ).join(', ');
    rows.push(
      [
        path.padEnd(12),
        ...CATEGORIES.map((id) => String(score(lhr, id)).padStart(6)),
        `${(js.gzip / 1024).toFixed(1)} KiB`.padStart(11),
        `${(js.br / 1024).toFixed(1)} KiB`.padStart(11),
        String(js.files).padStart(6),
      ].join(' '),
    );
    notes.push(`${path}: ${timings}`);
    if (RUNS > 1) {
      notes.push(`  performance over ${RUNS} runs: ${runs.map((r) => score(r, 'performance'))}`);
    }
    for (const shortfall of shortfalls(lhr)) notes.push(`  ${shortfall}`);
  }
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated throttling\n`,
  );
  console.log(
    [
      'page'.padEnd(12),
      'perf'.padStart(6),
      'a11y'.padStart(6),
      'bp'.padStart(6),
      'seo'.padStart(6),
      'JS (gzip)'.padStart(11),
      'JS (br)'.padStart(11),
      'files'.padStart(6),
    ].join(' '),
  );
  for (const row of rows) console.log(row);
  console.log(`\n${notes.join('\n')}`);
} finally {
  await stack.stop();
}
