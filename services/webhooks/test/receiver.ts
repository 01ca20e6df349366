import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on loopback: answers each request with the next planned answer (a status,
 * or 'hang' to keep it open), then 204; keeps every request it got.
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const planned: (number | 'hang')[] = [];
  const waiters = new Set<() => void>();
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      for (const wake of waiters) wake();
      const answer = planned.shift() ?? 204;
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      res.statusCode = answer;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    plan: (...answers: (number | 'hang')[]) => planned.push(...answers),
    /** Resolves once `count` requests have arrived (waits for arrivals, not for a time). */
    waitFor(count: number, timeoutMs = 60_000): Promise<ReceivedWebhook[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(received.slice(0, count));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} webhooks arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
