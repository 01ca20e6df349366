/**
 * npm run bench:gateway
 *
 * Starts the built stack on its own database, signs a user in, then loads
 * GET /api/auth/user (a verified token and a database read) with autocannon, first straight
 * at the auth service and then through the gateway, and prints requests/s and p50/p99 latency
 * side by side with the gateway's overhead. Needs `npm run build` first; uses the machine's
 * PostgreSQL and Redis like the tests (TEST_DATABASE_URL, TEST_REDIS_URL).
 */
import autocannon from 'autocannon';
import { startIsolatedStack } from '../lib/isolated-stack.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const stack = await startIsolatedStack(
  'bench',
  { LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MINUTE: '100000000' },
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
  const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stack.admin),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  const measure = async (label: string, url: string): Promise<Figures> => {
    // A short warm-up so connection set-up and JIT do not count.
    await autocannon({ url, connections: 10, duration: 2, headers });
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
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

  const direct = await measure(
    'auth service directly',
    `http://127.0.0.1:${stack.ports.auth}/api/auth/user`,
  );
  const gateway = await measure('through the gateway', `${stack.gatewayUrl}/api/auth/user`);

  const row = (r: Figures) =>
    `${r.label.padEnd(24)} ${r.rps.toFixed(0).padStart(9)} ${`${r.p50} ms`.padStart(9)} ${`${r.p99} ms`.padStart(9)}`;
  console.log(`\nGET /api/auth/user, ${CONNECTIONS} connections, ${DURATION} s each\n`);
  console.log(`${''.padEnd(24)} ${'req/s'.padStart(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`);
  console.log(row(direct));
  console.log(row(gateway));
  console.log(
    `\nGateway overhead: ${(direct.rps / gateway.rps).toFixed(2)}x fewer requests/s, ` +
      `p50 +${gateway.p50 - direct.p50} ms, p99 +${gateway.p99 - direct.p99} ms`,
  );
} finally {
  await stack.stop();
}
