import { jest } from '@jest/globals';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testRedisUrl } from '@sandglass/server/testing';
import {
  spawnWorker,
  startPublishingWorld,
  type PublishingWorld,
  type WorkerProcess,
} from './publishing-support.js';

/**
 * The worker's liveness as its container sees it: the built worker (services/social/dist/
 * worker.js) writes HEARTBEAT_FILE while its database, Redis and queue are well, and the
 * health check command (libs/server/dist/health/heartbeat-check.js) reads it. Redis reaches the
 * worker through a relay the test cuts, as a network failure would.
 */
jest.setTimeout(90_000);

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CHECK = join(ROOT, 'libs/server/dist/health/heartbeat-check.js');

let world: PublishingWorld;
let relay: Relay;
let dir: string;
let heartbeatFile: string;
let worker: WorkerProcess;

beforeAll(async () => {
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'services/social'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  world = await startPublishingWorld('heartbeat');
  relay = await startRelay(new URL(testRedisUrl()));
  dir = mkdtempSync(join(tmpdir(), 'sg-heartbeat-'));
  heartbeatFile = join(dir, 'heartbeat');
  worker = await spawnWorker(world, { REDIS_URL: relay.url, HEARTBEAT_FILE: heartbeatFile });
});
afterAll(async () => {
  if (worker && worker.child.exitCode === null) {
    worker.child.kill('SIGKILL');
    await worker.exited;
  }
  await relay?.close();
  await world?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('writes a heartbeat the health check accepts once it takes jobs', async () => {
  const verdict = await until(async () => {
    const result = await healthCheck();
    return result.code === 0 ? result : undefined;
  }, 30_000);
  expect(verdict.stdout).toMatch(/^Alive: the heartbeat at .+ is \d+ s old\.$/m);
  const report = JSON.parse(readFileSync(heartbeatFile, 'utf8')) as {
    service: string;
    checks: Record<string, { status: string }>;
  };
  expect(report.service).toBe('social-worker');
  expect(report.checks).toMatchObject({
    database: { status: 'up' },
    redis: { status: 'up' },
    queue: { status: 'up' },
  });
});

it('withholds the heartbeat while Redis is unreachable, so the health check fails, and resumes after', async () => {
  relay.cut();
  await until(async () => logged(/heartbeat withheld: .*redis is down/), 30_000);
  // Thirty-one seconds of withheld beats, without waiting them out: the worker no longer writes.
  const past = new Date(Date.now() - 31_000);
  utimesSync(heartbeatFile, past, past);
  const stale = await healthCheck();
  expect(stale.code).toBe(1);
  expect(stale.stderr).toMatch(/is 3\d s old \(more than 30 s\): the process is stuck, or cannot/);

  relay.restore();
  await until(async () => logged(/heartbeat resumed/), 30_000);
  expect((await healthCheck()).code).toBe(0);
});

it('removes the heartbeat when it stops, so a stopped worker never looks alive', async () => {
  worker.child.kill('SIGTERM');
  await worker.exited;
  expect(existsSync(heartbeatFile)).toBe(false);
  const result = await healthCheck();
  expect(result.code).toBe(1);
  expect(result.stderr).toContain(`No heartbeat at ${heartbeatFile}`);
});

function logged(pattern: RegExp): true | undefined {
  return worker.output.some((line) => pattern.test(line)) || undefined;
}

/** The container's health check command, run as Docker runs it. */
function healthCheck(): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CHECK],
      { env: { ...process.env, HEARTBEAT_FILE: heartbeatFile } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** Polls `probe` every 200 ms until it answers something, or fails after `timeoutMs`. */
async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined) return answer;
    if (Date.now() > deadline)
      throw new Error(`Gave up after ${timeoutMs} ms. Worker log:\n${worker.output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Relay {
  url: string;
  /** Drops every connection and refuses new ones. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP relay to Redis on loopback that can be cut. */
async function startRelay(target: URL): Promise<Relay> {
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: url.toString(),
    cut: () => {
      open = false;
      dropAll();
    },
    restore: () => {
      open = true;
    },
    close: async () => {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
