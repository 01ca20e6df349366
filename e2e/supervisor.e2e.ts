import type { HealthReport } from '@sandglass/shared';
import { startIsolatedStack, type IsolatedStack } from '../scripts/lib/isolated-stack.js';

/**
 * The stack `npm start` runs, with its supervisor: a service killed outright comes back by
 * itself and the log says so, while the rest of the stack keeps answering.
 */
let stack: IsolatedStack;
const notices: string[] = [];

beforeAll(async () => {
  stack = await startIsolatedStack('restart', {}, () => undefined, {
    onNotice: (sentence) => notices.push(sentence),
    backoff: { initialMs: 200, maxMs: 1000, resetAfterMs: 60_000 },
  });
}, 120_000);
afterAll(() => stack?.stop());

async function healthOf(service: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${stack.gatewayUrl}/api/health`);
    const body = (await response.json()) as Partial<HealthReport>;
    return body.checks?.[service]?.status;
  } catch {
    return undefined;
  }
}

it('restarts a killed service with backoff, says so, and the rest keeps working', async () => {
  expect(await healthOf('content')).toBe('up');
  const before = stack.pid('content')!;

  process.kill(before, 'SIGKILL');

  const deadline = Date.now() + 60_000;
  while (!(stack.pid('content') !== before && (await healthOf('content')) === 'up')) {
    if (Date.now() > deadline) throw new Error(`content did not come back: ${notices.join(' ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(notices[0]).toBe(
    'content stopped unexpectedly (killed by SIGKILL); restarting it in 200 ms (restart 1 in a row).',
  );
  expect(notices[1]).toBe(`content restarted (pid ${stack.pid('content')}).`);
  const portfolio = await fetch(`${stack.gatewayUrl}/api/portfolio`);
  expect(portfolio.status).toBe(200);
}, 90_000);
