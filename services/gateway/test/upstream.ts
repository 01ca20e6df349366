import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Upstream {
  url: string;
  requests: Array<{
    method: string;
    url: string;
    headers: IncomingMessage['headers'];
    body: string;
  }>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on loopback standing in for a service, answering with `handler`; on
 * 127.0.0.1 and a free port unless told (a replica on 127.0.0.2 shares its sibling's port).
 */
export async function startUpstream(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void,
  { host = '127.0.0.1', port: wanted = 0 }: { host?: string; port?: number } = {},
): Promise<Upstream> {
  const requests: Upstream['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers every request with its own method, path, headers and body as JSON. */
export const echo = (req: IncomingMessage, res: ServerResponse, body: string) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (req.url === '/openapi.json') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        openapi: '3.0.0',
        info: { title: 'x', version: '1' },
        paths: { '/api/echo': { get: {} } },
      }),
    );
    return;
  }
  res
    .writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=1; Path=/' })
    .end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
};

/** A port nothing listens on. */
export async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
