import { connect } from 'node:net';
import { closedPort } from './upstream.js';
import { startGateway, type RunningGateway } from './gateway.js';

let gateway: RunningGateway;

beforeAll(async () => {
  const down = await closedPort();
  gateway = await startGateway({
    AUTH_URL: down,
    CONTENT_URL: down,
    AI_URL: down,
    SOCIAL_URL: down,
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '2000',
  });
});
afterAll(() => gateway.close());

/**
 * Opens a connection, writes `head`, then one more `drip` every 200 ms until the gateway hangs
 * up or `giveUpMs` passes. Resolves with what the gateway answered and how long it held on.
 */
function trickle(
  head: string,
  drip: string,
  giveUpMs = 8000,
): Promise<{ answer: string; heldMs: number }> {
  const { port } = new URL(gateway.url);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let answer = '';
    const dripper = setInterval(() => socket.write(drip), 200);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripper);
      clearTimeout(giveUp);
      resolve({ answer, heldMs: Date.now() - started });
    });
  });
}

it('cuts off a client that trickles its headers', async () => {
  const { answer, heldMs } = await trickle(
    'GET /api/health HTTP/1.1\r\nHost: sandglass.test\r\n',
    'X-Slow: a\r\n',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(heldMs).toBeLessThan(3500);
});

it('cuts off a client that declares a body and trickles it', async () => {
  const { answer, heldMs } = await trickle(
    'POST /api/auth/login HTTP/1.1\r\nHost: sandglass.test\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    ' ',
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(heldMs).toBeLessThan(4500);
});
