/**
 * npm run bench:content
 *
 * Starts the built stack on its own database (the content service seeds its sample
 * portfolio and articles on that first start), then loads GET /api/portfolio and
 * GET /api/blog with autocannon, straight at the content service and through the gateway,
 * and prints requests/s with p50 and p99 latency. Needs `npm run build` first; uses the
 * machine's PostgreSQL and Redis like the tests (TEST_DATABASE_URL, TEST_REDIS_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startIsolatedStack } from '../lib/isolated-stack.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const dataDir = await mkdtemp(join(tmpdir(), 'sg-bench-content-'));
const stack = await startIsolatedStack(
  'benchcontent',
  {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    UPLOADS_DIR: join(dataDir, 'uploads'),
  },
  (name, line) => {
    if (line.includes('"level":"error"') || line.includes('"level":"fatal"'))
      process.stderr.write(`${name} ${line}\n`);
  },
);

interface Figures {
  label: string;
  rps: number;
  p50: number;
  p99: number;
}

try {
  const measure = async (label: string, url: string): Promise<Figures> => {
    // A short warm-up so connection set-up and JIT do not count.
    await autocannon({ url, connections: 10, duration: 2 });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    return {
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  };

  const direct = `http://127.0.0.1:${stack.ports.content}`;
  const rows: Figures[] = [];
  for (const path of ['/api/portfolio', '/api/blog']) {
    const sample = await fetch(`${stack.gatewayUrl}${path}`);
    if (!sample.ok) throw new Error(`${path} answered ${sample.status}`);
    rows.push(await measure(`${path} content directly`, `${direct}${path}`));
    rows.push(await measure(`${path} via gateway`, `${stack.gatewayUrl}${path}`));
  }

  const row = (r: Figures) =>
    `${r.label.padEnd(34)} ${r.rps.toFixed(0).padStart(9)} ${`${r.p50} ms`.padStart(9)} ${`${r.p99} ms`.padStart(9)}`;
  console.log(
    `\nSeeded data (7 companies, 8 articles), ${CONNECTIONS} connections, ${DURATION} s each\n`,
  );
  console.log(`${''.padEnd(34)} ${'req/s'.padStart(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`);
  for (const r of rows) console.log(row(r));
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
