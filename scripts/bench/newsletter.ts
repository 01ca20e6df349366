/**
 * npm run bench:newsletter
 *
 * One newsletter issue to 20,000 confirmed subscribers (BENCH_SUBSCRIBERS), sent through the
 * real path: the content service (in this process, NEWSLETTER_RATE_PER_SECOND=0) snapshots the
 * recipients and hands their mails to the pipeline on `POST /api/newsletter/issues/:id/send`;
 * one built mail worker (services/mail/dist/worker.js, MAIL_RATE_PER_SECOND=0) sends them to a
 * loopback SMTP server that speaks real SMTP and counts each envelope recipient without
 * parsing the message. Prints the time from the send request to the last mail, messages per
 * second, duplicates and lost (both must be 0), the worker's CPU and the machine's load.
 * Needs `npm run build` first (or at least `npx tsc -b`); uses the machine's PostgreSQL and
 * Redis like the tests. MAIL_CONCURRENCY and MAIL_SMTP_CONNECTIONS pass through to the worker;
 * BENCH_WORKERS runs that many worker processes instead of one (to see how it scales).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { NewsletterIssue } from '@sandglass/shared';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  signTestToken,
  startTestService,
  testRedisUrl,
  type RunningService,
} from '@sandglass/server/testing';
import { pathToFileURL } from 'node:url';
import { newsletterList } from '../../services/content/test/newsletter-list.js';
import { ROOT } from '../lib/paths.js';

// The built service (tsx cannot compile Nest's parameter decorators).
const dist = (path: string) => import(pathToFileURL(join(ROOT, path)).href);
const { createContentApp } = await dist('services/content/dist/app.js');
const { ContentConfig } = await dist('services/content/dist/config.js');

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 20_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const WORKER_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  MAIL_RATE_PER_SECOND: '0',
  ...(process.env.MAIL_CONCURRENCY ? { MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY } : {}),
  ...(process.env.MAIL_SMTP_CONNECTIONS
    ? { MAIL_SMTP_CONNECTIONS: process.env.MAIL_SMTP_CONNECTIONS }
    : {}),
};

/** A real SMTP server that only counts: each accepted message's envelope recipients. */
async function startCountingSmtp() {
  const received = new Map<string, number>();
  let total = 0;
  let first = 0;
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 1000,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          received.set(address, (received.get(address) ?? 0) + 1);
        }
        total += 1;
        last = Date.now();
        first ||= last;
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stats: () => ({ total, first, last }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'services/mail/dist/worker.js')], {
    env: {
      ...process.env,
      ...env,
      LOG_LEVEL: 'info',
      ...(process.env.BENCH_WORKER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS }
        : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const lines: string[] = [];
    child.once('exit', (code) =>
      reject(new Error(`The worker exited (${code}):\n${lines.join('\n')}`)),
    );
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (line.includes('mail worker started')) resolve(child);
        else if (/"level":(50|60)/.test(line)) process.stderr.write(`worker: ${line}\n`);
      });
    }
  });
}

const smtp = await startCountingSmtp();
const service: RunningService = await startTestService(
  'benchnewsletter',
  ContentConfig,
  createContentApp,
  {
    SEED_CONTENT: 'false',
    UPLOADS_DIR: join(ROOT, '.data', 'bench-newsletter-uploads'),
    SITE_URL: 'https://sandglass.test',
    NEWSLETTER_RATE_PER_SECOND: '0',
  },
);
const admin = `Bearer ${signTestToken(service.privateKey, { sub: 'bench-admin', role: 'admin' })}`;
const list = await newsletterList(service.databaseUrl);
const db = new pg.Client({ connectionString: service.databaseUrl });
const workers: ChildProcess[] = [];

try {
  await db.connect();
  const loadBefore = loadavg()[0]!;
  const readers = await list.add(
    'confirmed',
    Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@bench.example.com`),
  );
  const workerEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: service.databaseUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: service.redisPrefix,
    SMTP_URL: smtp.url,
    SITE_URL: 'https://sandglass.test',
    METRICS_PORT: '0',
    ...WORKER_ENV,
  };
  for (let i = 0; i < WORKERS; i += 1) workers.push(await startWorker(workerEnv));
  const workerCpuNow = () => workers.reduce((sum, child) => sum + cpuSeconds(child.pid), 0);
  const cpuBefore = workerCpuNow();
  const issue = (
    await request(service.url)
      .post('/api/newsletter/issues')
      .set('Authorization', admin)
      .send({
        subject: 'The bench issue',
        preheader: 'Twenty thousand readers, once each',
        body: `## This quarter\n\n${'A paragraph of an issue, as long as a real one tends to be. '.repeat(30)}\n\n- one\n- two\n- three\n\n[Read more](/insights)`,
      })
      .expect(201)
  ).body as NewsletterIssue;

  const started = Date.now();
  await request(service.url)
    .post(`/api/newsletter/issues/${issue.id}/send`)
    .set('Authorization', admin)
    .send({})
    .expect(202);
  const snapshotMs = Date.now() - started;

  const deadline = started + 600_000;
  while (smtp.stats().total < SUBSCRIBERS && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { total, first, last } = smtp.stats();
  const workerCpu = workerCpuNow() - cpuBefore;
  // The pipeline's record: every message sent, none twice.
  const { rows } = await db.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM mail.messages WHERE template = 'newsletter-issue'
      GROUP BY status`,
  );
  const duplicates = [...smtp.received.values()].filter((n) => n > 1).length;
  const lost = readers.filter(({ email }) => !smtp.received.has(email)).length;
  const seconds = (last - started) / 1000;
  const line = (label: string, value: string) =>
    process.stdout.write(`${label.padEnd(38)}${value}\n`);
  process.stdout.write(
    `\nnewsletter issue to ${SUBSCRIBERS} confirmed subscribers, ${WORKERS === 1 ? 'one worker' : `${WORKERS} workers`}\n\n`,
  );
  line('send request (snapshot + enqueue)', `${(snapshotMs / 1000).toFixed(2)} s`);
  line('send request → last mail', `${seconds.toFixed(2)} s`);
  line('messages per second (overall)', `${Math.round(total / seconds)}`);
  line(
    'messages per second (first → last mail)',
    `${Math.round((total - 1) / ((last - first) / 1000))}`,
  );
  line('mails received', `${total}`);
  line('duplicates', `${duplicates}`);
  line('lost', `${lost}`);
  line('mail.messages by status', rows.map((row) => `${row.status} ${row.n}`).join(', '));
  line(
    'worker CPU (per mail)',
    `${workerCpu.toFixed(1)} s (${((workerCpu * 1000) / total).toFixed(2)} ms)`,
  );
  line(
    'worker settings',
    `MAIL_CONCURRENCY ${WORKER_ENV.MAIL_CONCURRENCY ?? 'default'}, MAIL_SMTP_CONNECTIONS ${WORKER_ENV.MAIL_SMTP_CONNECTIONS ?? 'default'}`,
  );
  line(
    'load average (1 min) before / after',
    `${loadBefore.toFixed(1)} / ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
  );
  if (duplicates > 0 || lost > 0 || total !== SUBSCRIBERS) process.exitCode = 1;
} finally {
  for (const worker of workers) {
    if (worker.exitCode !== null) continue;
    worker.removeAllListeners('exit');
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    await exited;
  }
  await db.end();
  await list.close();
  await service.close();
  await smtp.close();
}
