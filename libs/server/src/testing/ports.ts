import { createServer } from 'node:net';

/**
 * Ports below the range Linux gives the local end of outgoing connections
 * (/proc/sys/net/ipv4/ip_local_port_range, 32768–60999 by default). A port the kernel picks for
 * `listen(0)` comes from that range, and between this check and the service's own listen an
 * outgoing connection (a service's PostgreSQL pool, Chromium) can take it as its local end: a
 * stack then failed to start with EADDRINUSE.
 */
const LOWEST = 20_000;
const HIGHEST = 32_767;

/** Handed out by this process already: never the same port twice. */
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that nothing listens on now, outside the outgoing connections' range. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${HIGHEST} on 127.0.0.1.`);
}
