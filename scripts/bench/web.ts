/**
 * npm run bench:web
 *
 * Starts the built stack on its own database (with the content service's seed), then runs
 * Lighthouse (mobile form factor, default simulated throttling) on every public page and the
 * newest article, and prints the four category scores, the main timings and the JavaScript each
 * page loads before it is interactive (requested before the app's `app-live` mark), and in all
 * (its size sent gzipped, and as Brotli, which browsers ask for over HTTPS), with
 * what kept a category below 100. Exits 1 when a page is over one of its budgets (BUDGET below),
 * so a change that makes the site slower cannot pass unnoticed. Needs `npm run build` first and
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); uses the machine's PostgreSQL and
 * Redis like the tests (TEST_DATABASE_URL, TEST_REDIS_URL).
 *
 *   BENCH_RUNS=3          runs per page; the run with the median performance score is shown
 *   BENCH_PATHS=/,/team   only these pages (`/insights/:slug` stands for the newest article)
 *   BENCH_REPORTS=dir     also writes each page's median report there as JSON (long tasks etc.)
 *   BENCH_SLOWDOWN=6      the CPU slowdown of the second pass, which runs every page again on a
 *                         CPU that many times slower than this one (Lighthouse's mobile default is
 *                         4×, so 6× is a phone 1.5× slower again); 0 skips that pass
 *
 * Beside every figure: Lighthouse's `benchmarkIndex`, its measure of this machine's CPU (higher
 * is faster), so figures from different machines, or a busy hour, can be told apart.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { PUBLIC_PAGES } from '@sandglass/shared';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startIsolatedStack } from '../lib/isolated-stack.js';

/** What every page must reach (issue 13): the median run's figures, and every run's score. */
const BUDGET = {
  /** Performance score of the median run. */
  performance: 98,
  /** Performance score of every run. */
  everyRun: 95,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  /** JavaScript the page loads before it is interactive, gzipped (issue 24). */
  jsKiB: 100,
} as const;

const ARTICLE = '/insights/:slug';
/** The page column: the article is listed as ARTICLE, its address in the notes. */
const PAGE_WIDTH = 18;
const PATHS = (process.env.BENCH_PATHS ?? [...Object.keys(PUBLIC_PAGES), ARTICLE].join(',')).split(
  ',',
);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Lighthouse's own mobile setting: simulated 4× CPU slowdown. */
const DEFAULT_SLOWDOWN = 4;
const SLOWDOWN = Math.max(0, Number(process.env.BENCH_SLOWDOWN ?? 6));
/** What the slow pass reports: its median performance score must stay at or above it (issue 24). */
const SLOW_PERFORMANCE_GOAL = 95;
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
  /** Milliseconds after the first request (the network-requests audit's own origin). */
  networkRequestTime?: number;
}

/** The mark the app sets when a page first works (frontend/src/app/router.tsx, markLive). */
const LIVE_MARK = 'app-live';

/** When the page became interactive, on the trace's clock (µs): the app's LIVE_MARK. */
function liveAt(lhr: Result): number | undefined {
  const timings = lhr.audits['user-timings']?.details as
    { items?: { name: string; startTime: number }[] } | undefined;
  const mark = timings?.items?.find((item) => item.name === LIVE_MARK);
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedTimeOriginTs?: number }[] } | undefined;
  const origin = metrics?.items?.[0]?.observedTimeOriginTs;
  return mark && origin !== undefined ? origin + mark.startTime * 1000 : undefined;
}

/**
 * The JavaScript files the page loaded (its own origin's; the site loads no one else's): all of
 * them, and those requested before it became interactive (all, when it never did).
 */
function scriptUrls(lhr: Result): { all: string[]; beforeLive: string[] } {
  const details = lhr.audits['network-requests']?.details as
    { items?: NetworkRequest[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const live = liveAt(lhr);
  const start = details?.debugData?.networkStartTimeTs;
  const requestedBeforeLive = (item: NetworkRequest) =>
    live === undefined ||
    start === undefined ||
    start + (item.networkRequestTime ?? 0) * 1000 < live;
  return {
    all: scripts.map((item) => item.url),
    beforeLive: scripts.filter(requestedBeforeLive).map((item) => item.url),
  };
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

interface JavaScriptWeight {
  /** Gzipped bytes before the page is interactive, and in all; Brotli in all. */
  gzip: number;
  gzipAll: number;
  brAll: number;
  files: number;
  filesAll: number;
}

async function javascript(lhr: Result): Promise<JavaScriptWeight> {
  const { all, beforeLive } = scriptUrls(lhr);
  const total = async (urls: string[], encoding: 'gzip' | 'br') =>
    (await Promise.all([...new Set(urls)].map((url) => encodedBytes(url, encoding)))).reduce(
      (sum, size) => sum + size,
      0,
    );
  return {
    gzip: await total(beforeLive, 'gzip'),
    gzipAll: await total(all, 'gzip'),
    brAll: await total(all, 'br'),
    files: new Set(beforeLive).size,
    filesAll: new Set(all).size,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Lighthouse's measure of the machine's CPU during the run (higher is faster). */
const benchmarkIndex = (lhr: Result) => Math.round(lhr.environment.benchmarkIndex);

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

/** The budgets a page's figures cross, each as a sentence; none when it is within them all. */
function overBudget(runs: Result[], lhr: Result, jsGzip: number): string[] {
  const over: string[] = [];
  const perf = score(lhr, 'performance');
  if (perf < BUDGET.performance) over.push(`performance ${perf} < ${BUDGET.performance}`);
  const worst = Math.min(...runs.map((run) => score(run, 'performance')));
  if (worst < BUDGET.everyRun) over.push(`a run scored ${worst} < ${BUDGET.everyRun}`);
  for (const id of CATEGORIES.slice(1)) {
    if (score(lhr, id) < BUDGET.otherCategories)
      over.push(`${id} ${score(lhr, id)} < ${BUDGET.otherCategories}`);
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  const lcp = value('largest-contentful-paint');
  if (lcp > BUDGET.lcpMs) over.push(`LCP ${Math.round(lcp)} ms > ${BUDGET.lcpMs} ms`);
  const tbt = value('total-blocking-time');
  if (tbt > BUDGET.tbtMs) over.push(`TBT ${Math.round(tbt)} ms > ${BUDGET.tbtMs} ms`);
  const cls = value('cumulative-layout-shift');
  if (cls > BUDGET.cls) over.push(`CLS ${cls.toFixed(3)} > ${BUDGET.cls}`);
  if (jsGzip / 1024 > BUDGET.jsKiB) {
    over.push(`JS before it is interactive ${kib(jsGzip)} > ${BUDGET.jsKiB} KiB gzip`);
  }
  return over;
}

/** The newest published article's address, for `/insights/:slug`. */
async function articlePath(gatewayUrl: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/api/blog`);
  const { posts } = (await response.json()) as { posts: { slug: string }[] };
  const slug = posts[0]?.slug;
  if (!slug) throw new Error('The seeded content has no published article to measure.');
  return `/insights/${slug}`;
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run is tried again. */
const ATTEMPTS = 3;

/** A fresh browser per run: no cache, service worker or tab left over from the last one. */
async function audit(url: string, cpuSlowdown = DEFAULT_SLOWDOWN): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    try {
      return await auditWith(chrome, url, cpuSlowdown);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      process.stderr.write(`${url}: ${(error as Error).message}; trying again\n`);
    } finally {
      chrome.kill();
    }
  }
}

async function auditWith(
  chrome: LaunchedChrome,
  url: string,
  cpuSlowdown: number,
): Promise<Result> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...(cpuSlowdown === DEFAULT_SLOWDOWN
      ? {}
      : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
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
  const slowRows: string[] = [];
  const notes: string[] = [];
  const failures: string[] = [];
  for (const listed of PATHS) {
    const path = listed === ARTICLE ? await articlePath(stack.gatewayUrl) : listed;
    const url = `${stack.gatewayUrl}${path}`;
    const runs: Result[] = [];
    // A first visit warms the services' caches so every measured run sees the same server.
    await fetch(url);
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(url));
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    const js = await javascript(lhr);
    if (process.env.BENCH_REPORTS) {
      await mkdir(process.env.BENCH_REPORTS, { recursive: true });
      const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
      await writeFile(join(process.env.BENCH_REPORTS, name), JSON.stringify(lhr));
    }
    const timings = TIMINGS.map(
      ([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`,
    ).join(', ');
    rows.push(
      [
        listed.padEnd(PAGE_WIDTH),
        ...CATEGORIES.map((id) => String(score(lhr, id)).padStart(6)),
        kib(js.gzip).padStart(11),
        String(js.files).padStart(6),
        kib(js.gzipAll).padStart(11),
        kib(js.brAll).padStart(11),
        String(js.filesAll).padStart(6),
        String(benchmarkIndex(lhr)).padStart(6),
      ].join(' '),
    );
    notes.push(`${path}: ${timings}`);
    if (RUNS > 1) {
      notes.push(
        `  performance over ${RUNS} runs: ${runs.map((r) => score(r, 'performance'))}` +
          ` (benchmarkIndex ${runs.map(benchmarkIndex)})`,
      );
    }
    if (liveAt(lhr) === undefined) {
      notes.push(`  never marked ${LIVE_MARK}: every script it loaded counts as before it`);
    }
    for (const shortfall of shortfalls(lhr)) notes.push(`  ${shortfall}`);
    const over = overBudget(runs, lhr, js.gzip);
    for (const reason of over) failures.push(`${path}: ${reason}`);
    // Progress while the other pages run (the table follows at the end).
    process.stderr.write(`${rows.at(-1)}\n${path}: ${timings}\n`);

    if (SLOWDOWN > 0) {
      const slowRuns: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) slowRuns.push(await audit(url, SLOWDOWN));
      slowRuns.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const slow = slowRuns[Math.floor(slowRuns.length / 2)]!;
      const value = (id: string) => Math.round(slow.audits[id]?.numericValue ?? Number.NaN);
      slowRows.push(
        [
          listed.padEnd(PAGE_WIDTH),
          String(score(slow, 'performance')).padStart(6),
          slowRuns
            .map((r) => score(r, 'performance'))
            .join(',')
            .padStart(12),
          `${value('total-blocking-time')} ms`.padStart(9),
          `${value('largest-contentful-paint')} ms`.padStart(9),
          String(benchmarkIndex(slow)).padStart(6),
        ].join(' '),
      );
      process.stderr.write(`${slowRows.at(-1)}\n`);
    }
  }
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, simulated throttling\n`,
  );
  console.log(
    [
      'page'.padEnd(PAGE_WIDTH),
      'perf'.padStart(6),
      'a11y'.padStart(6),
      'bp'.padStart(6),
      'seo'.padStart(6),
      'JS to live'.padStart(11),
      'files'.padStart(6),
      'JS in all'.padStart(11),
      '(br)'.padStart(11),
      'files'.padStart(6),
      'cpu'.padStart(6),
    ].join(' '),
  );
  for (const row of rows) console.log(row);
  console.log(`\n${notes.join('\n')}`);
  console.log("\ncpu: Lighthouse's benchmarkIndex for the run shown (higher is a faster machine)");
  if (slowRows.length > 0) {
    console.log(
      `\nThe same pages at ${SLOWDOWN}× CPU slowdown (a machine ${SLOWDOWN / DEFAULT_SLOWDOWN}× ` +
        `slower than Lighthouse's mobile model; goal: median ≥ ${SLOW_PERFORMANCE_GOAL})\n`,
    );
    console.log(
      [
        'page'.padEnd(PAGE_WIDTH),
        'perf'.padStart(6),
        'runs'.padStart(12),
        'TBT'.padStart(9),
        'LCP'.padStart(9),
        'cpu'.padStart(6),
      ].join(' '),
    );
    for (const row of slowRows) console.log(row);
  }
  if (failures.length > 0) {
    console.log(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page is within its budget.');
  }
} finally {
  await stack.stop();
}
