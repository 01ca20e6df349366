/**
 * npm run bench:social
 *
 * 1000 posts to two platforms (X and LinkedIn), all due in the same second, published by the
 * built worker (services/social/dist/worker.js) against the platform sandbox answering every
 * call in 50 ms: once with one worker process, once with two. Prints, per run, the time from
 * the due second to the last publish, each delivery's lateness (published_at − due) at p50 and
 * p99, and duplicates and lost deliveries (both must be 0). Needs `npm run build` first; uses
 * the machine's PostgreSQL and Redis like the tests. BENCH_POSTS, BENCH_LATENCY_MS,
 * BENCH_WORKERS ("1,2") and WORKER_CONCURRENCY change the load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createTestDatabase, testRedisPrefix, testRedisUrl } from '@sandglass/server/testing';
import type { SocialPlatform } from '@sandglass/shared';
import { Queue } from 'bullmq';
import pg from 'pg';
import { TokenCipher } from '../../services/social/src/connected-accounts/token-cipher.js';
import { LinkedInAdapter } from '../../services/social/src/platforms/linkedin.adapter.js';
import { TwitterAdapter } from '../../services/social/src/platforms/twitter.adapter.js';
import {
  publishJobs,
  SOCIAL_PUBLISH_QUEUE,
} from '../../services/social/src/publishing/social-publish.queue.js';
import { SandboxControl } from '@sandglass/platform-sandbox';
import { startPlatformSandbox } from '@sandglass/platform-sandbox';
import {
  accountRow,
  authorizeAtSandbox,
  INSERT_ACCOUNT,
} from '../../services/social/test/sandbox-accounts.js';
import { ROOT } from '../lib/paths.js';

const POSTS = Number(process.env.BENCH_POSTS ?? 1000);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const PLATFORMS: SocialPlatform[] = ['twitter', 'linkedin'];
/** Worker processes per run, in order. */
const RUNS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
/** Time to save and enqueue everything before it falls due. */
const LEAD_MS = 8_000;

const database = await createTestDatabase('benchsocial');
const redis = testRedisPrefix('benchsocial');
const sandbox = await startPlatformSandbox();
const control = new SandboxControl(sandbox.url);
const tokenKey = randomBytes(32).toString('base64');
const env: Record<string, string> = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  REDIS_URL: testRedisUrl(),
  REDIS_PREFIX: redis.prefix,
  SITE_URL: 'http://127.0.0.1:8080',
  SOCIAL_TOKEN_KEY: tokenKey,
  // Two workers run at once: each serves its /metrics on a free port.
  METRICS_PORT: '0',
  SOCIAL_SANDBOX_URL: sandbox.url,
};
const queue = new Queue(SOCIAL_PUBLISH_QUEUE, {
  connection: { url: testRedisUrl() },
  prefix: `${redis.prefix}:bull`,
});
const db = new pg.Client({ connectionString: database.url });
const workers: ChildProcess[] = [];

/** Starts one built worker process; resolves once it says it started (migrations done). */
function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'services/social/dist/worker.js')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    child.once('exit', (code) =>
      reject(new Error(`The worker exited (${code}):\n${lines.join('\n')}`)),
    );
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (line.includes('worker started')) resolve(child);
        else if (/"level":(50|60)/.test(line)) process.stderr.write(`worker: ${line}\n`);
      });
    }
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function stopWorkers(): Promise<void> {
  await Promise.all(
    workers.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.removeAllListeners('exit');
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface RunResult {
  workers: number;
  lastMs: number;
  p50: number;
  p99: number;
  duplicates: number;
  lost: number;
  /** CPU the worker processes used for the run (start-up excluded). */
  workerCpu: number;
}

async function run(
  workerCount: number,
  accounts: Record<SocialPlatform, string>,
): Promise<RunResult> {
  for (let i = 0; i < workerCount; i++) await startWorker();
  const cpuBefore = workers.reduce((sum, child) => sum + cpuSeconds(child.pid), 0);
  const label = `bench ${randomBytes(3).toString('hex')} #`;
  const due = new Date(Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000);
  const { rows } = await db.query<{ id: string }>(
    `WITH p AS (
       INSERT INTO social.posts (user_id, text, scheduled_time)
       SELECT $1, $2 || g, $3 FROM generate_series(1, $4::int) g RETURNING id)
     INSERT INTO social.deliveries (post_id, platform, account_id, next_attempt_at)
     SELECT p.id, a.platform::social.delivery_platform, a.account, $3
       FROM p CROSS JOIN (VALUES ('twitter', $5::uuid), ('linkedin', $6::uuid)) a(platform, account)
     RETURNING id`,
    [randomUUID(), label, due, POSTS, accounts.twitter, accounts.linkedin],
  );
  const jobs = publishJobs(rows.map(({ id }) => ({ id, dueAt: due })));
  for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));
  if (Date.now() > due.getTime()) throw new Error('Saving the posts took longer than the lead.');

  const deadline = due.getTime() + 120_000;
  for (;;) {
    const { rows: waiting } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM social.deliveries d JOIN social.posts p ON p.id = d.post_id
        WHERE p.text LIKE $1 AND d.status IN ('queued', 'publishing')`,
      [`${label}%`],
    );
    if (waiting[0]!.n === 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows: done } = await db.query<{
    text: string;
    platform: SocialPlatform;
    status: string;
    late: number;
  }>(
    `SELECT p.text, d.platform, d.status,
            EXTRACT(EPOCH FROM (d.published_at - $2::timestamptz)) * 1000 AS late
       FROM social.deliveries d JOIN social.posts p ON p.id = d.post_id WHERE p.text LIKE $1`,
    [`${label}%`, due],
  );
  const { counts } = await control.posts();
  const published = (platform: SocialPlatform, text: string) => counts[platform]?.[text] ?? 0;
  const duplicates = done.filter((row) => published(row.platform, row.text) > 1).length;
  const lost = done.filter(
    (row) => row.status !== 'posted' || published(row.platform, row.text) !== 1,
  ).length;
  const lateness = done
    .filter((row) => row.status === 'posted')
    .map((row) => Number(row.late))
    .sort((a, b) => a - b);
  const workerCpu = workers.reduce((sum, child) => sum + cpuSeconds(child.pid), 0) - cpuBefore;
  await stopWorkers();
  return {
    workers: workerCount,
    lastMs: lateness.at(-1) ?? NaN,
    p50: percentile(lateness, 50),
    p99: percentile(lateness, 99),
    duplicates,
    lost,
    workerCpu,
  };
}

try {
  await db.connect();
  // The first worker runs the migrations; the accounts need the tables.
  await startWorker();
  await stopWorkers();
  const cipher = TokenCipher.fromKey(tokenKey);
  const adapters = {
    twitter: new TwitterAdapter({ timeoutMs: 30_000 }),
    linkedin: new LinkedInAdapter({ timeoutMs: 30_000, apiVersion: '202607' }),
  };
  const userId = randomUUID();
  const accounts = {} as Record<SocialPlatform, string>;
  for (const platform of PLATFORMS) {
    const adapter = adapters[platform as 'twitter' | 'linkedin'];
    const choice = await authorizeAtSandbox(adapter, sandbox.url, platform);
    const { rows } = await db.query<{ id: string }>(
      INSERT_ACCOUNT,
      accountRow(userId, platform, choice, (plain) => cipher.encrypt(plain)),
    );
    accounts[platform] = rows[0]!.id;
  }
  await control.setLatency(LATENCY_MS);

  const results: RunResult[] = [];
  for (const count of RUNS) results.push(await run(count, accounts));
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`.padStart(9);
  process.stdout.write(
    `\n${POSTS} posts × ${PLATFORMS.length} platforms due in the same second, sandbox answering in ${LATENCY_MS} ms, WORKER_CONCURRENCY ${process.env.WORKER_CONCURRENCY ?? 'default'}\n\n`,
  );
  process.stdout.write(
    'workers   due → last publish   lateness p50   lateness p99   duplicates   lost   worker CPU\n',
  );
  for (const result of results) {
    process.stdout.write(
      `${String(result.workers).padStart(7)}   ${ms(result.lastMs).padStart(18)}   ${ms(result.p50).padStart(12)}   ${ms(result.p99).padStart(12)}   ${String(result.duplicates).padStart(10)}   ${String(result.lost).padStart(4)}   ${ms(result.workerCpu * 1000).padStart(10)}\n`,
    );
  }
  process.stdout.write(
    `\nload average at the end: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`,
  );
  if (results.some((result) => result.duplicates > 0 || result.lost > 0)) process.exitCode = 1;
} finally {
  await stopWorkers();
  await queue.close();
  await db.end();
  await sandbox.close();
  await redis.clear();
  await database.drop();
}
