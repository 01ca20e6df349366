/**
 * npm run bench:ai
 *
 * Starts the fake OpenRouter on loopback and the built stack pointed at it, signs in, then
 * streams 100 insights one after another through the gateway. For each it takes the time to
 * the first streamed piece at the client and subtracts the fake provider's own time to its
 * first piece, which leaves what the gateway and the ai service add (token check, validation,
 * limits in Redis, the call itself, relaying the stream). Prints p50 and p99 of each. Needs
 * `npm run build` first; uses the machine's PostgreSQL and Redis like the tests.
 */
import { Agent, request } from 'node:http';
import { FAKE_API_KEY, FAKE_MODELS, startFakeLlm } from '../../services/ai/test/fake-llm.js';
import { startIsolatedStack } from '../lib/isolated-stack.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 10;

const llm = await startFakeLlm({ chunkDelayMs: 0 });
const stack = await startIsolatedStack(
  'benchai',
  {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    AI_BASE_URL: llm.url,
    AI_API_KEY: FAKE_API_KEY,
    AI_DEFAULT_MODEL: FAKE_MODELS.small,
    AI_RATE_LIMIT_PER_MINUTE: '100000000',
    AI_DAILY_TOKEN_BUDGET: '1000000000',
  },
  (name, line) => {
    if (line.includes('"level":"error"') || line.includes('"level":"fatal"'))
      process.stderr.write(`${name} ${line}\n`);
  },
);

/** Milliseconds from sending the request to the first `delta` event, and to the end. */
function streamOnce(token: string, agent: Agent): Promise<{ firstPiece: number; total: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      `${stack.gatewayUrl}/api/ai/generate-insight`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`The stream answered ${res.statusCode}.`));
          res.resume();
          return;
        }
        let firstPiece: number | undefined;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (firstPiece === undefined && body.includes('event: delta'))
            firstPiece = performance.now() - started;
        });
        res.on('end', () => {
          if (firstPiece === undefined || !body.includes('event: done'))
            return reject(new Error(`The stream ended without an answer: ${body.slice(0, 200)}`));
          resolve({ firstPiece, total: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ prompt: 'What makes a seed-stage AI company durable?' }));
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

try {
  const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stack.admin),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  for (let i = 0; i < WARM_UP; i += 1) await streamOnce(token, agent);

  const atClient: number[] = [];
  const atUpstream: number[] = [];
  const added: number[] = [];
  const totals: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const { firstPiece, total } = await streamOnce(token, agent);
    const upstream = llm.requests.at(-1)!;
    const own = upstream.firstChunkAt! - upstream.receivedAt;
    atClient.push(firstPiece);
    atUpstream.push(own);
    added.push(firstPiece - own);
    totals.push(total);
  }
  agent.destroy();

  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  const row = (label: string, values: number[]) =>
    `${label.padEnd(44)} ${ms(percentile(values, 50))} ${ms(percentile(values, 99))}`;
  console.log(
    `\nPOST /api/ai/generate-insight, Accept: text/event-stream, ${REQUESTS} requests in a row\n`,
  );
  console.log(`${''.padEnd(44)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}`);
  console.log(row('first streamed piece, at the client', atClient));
  console.log(row('first piece, the provider’s own time', atUpstream));
  console.log(row('added by the gateway and the ai service', added));
  console.log(row('whole answer, at the client', totals));
} finally {
  await stack.stop();
  await llm.close();
}
