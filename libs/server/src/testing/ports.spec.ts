import { createServer } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { freePort } from './ports.js';

describe('freePort', () => {
  it('hands out distinct ports below the outgoing connections’ range, each one free to listen on', async () => {
    const ports: number[] = [];
    for (let index = 0; index < 20; index += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
