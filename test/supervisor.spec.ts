import { freePort } from '@sandglass/server/testing';
import { Supervisor, type SupervisedProcess } from '../scripts/lib/supervisor.js';

/** A tiny service: answers its pid over HTTP on `port`. */
const service = (port: number): SupervisedProcess => ({
  name: 'content',
  command: process.execPath,
  args: [
    '-e',
    `require('node:http').createServer((q, s) => s.end(String(process.pid))).listen(${port}, '127.0.0.1', () => console.log('listening'))`,
  ],
  cwd: process.cwd(),
  env: process.env,
});

async function answer(port: number): Promise<string | undefined> {
  try {
    return await (await fetch(`http://127.0.0.1:${port}/`)).text();
  } catch {
    return undefined;
  }
}

async function until<T>(read: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let supervisor: Supervisor | undefined;
afterEach(() => supervisor?.stop(1000));

it('brings a killed service back, and says so', async () => {
  const port = await freePort();
  const notices: string[] = [];
  supervisor = new Supervisor({
    onLine: () => undefined,
    onNotice: (sentence) => notices.push(sentence),
    backoff: { initialMs: 100, maxMs: 1000, resetAfterMs: 60_000 },
  });
  supervisor.start(service(port));
  const first = await until(() => answer(port));
  supervisor.keepAlive();

  process.kill(Number(first), 'SIGKILL');

  const second = await until(async () => {
    const pid = await answer(port);
    return pid && pid !== first ? pid : undefined;
  });
  expect(Number(second)).toBe(supervisor.pid('content'));
  expect(notices).toEqual([
    'content stopped unexpectedly (killed by SIGKILL); restarting it in 100 ms (restart 1 in a row).',
    `content restarted (pid ${second}).`,
  ]);
});

it('waits twice as long after each quick failure, up to the cap', async () => {
  const notices: string[] = [];
  supervisor = new Supervisor({
    onLine: () => undefined,
    onNotice: (sentence) => notices.push(sentence),
    backoff: { initialMs: 20, maxMs: 80, resetAfterMs: 60_000 },
  });
  supervisor.keepAlive();
  // A shell, not Node: nine restarts of a process that starts in milliseconds fit the test's
  // time on a busy machine, where starting Node nine times did not.
  supervisor.start({
    name: 'worker',
    command: '/bin/sh',
    args: ['-c', 'exit 3'],
    cwd: process.cwd(),
    env: process.env,
  });
  await until(() => (notices.length >= 9 ? true : undefined));
  const waits = notices
    .filter((notice) => notice.includes('stopped unexpectedly'))
    .slice(0, 5)
    .map((notice) => /restarting it in (\d+ ms)/.exec(notice)?.[1]);
  expect(waits).toEqual(['20 ms', '40 ms', '80 ms', '80 ms', '80 ms']);
  expect(notices[0]).toBe(
    'worker stopped unexpectedly (exit code 3); restarting it in 20 ms (restart 1 in a row).',
  );
});

it('leaves a process that stops during start-up down, for start-up to report', async () => {
  supervisor = new Supervisor({ onLine: () => undefined, onNotice: () => undefined });
  supervisor.start({
    name: 'auth',
    command: '/bin/sh',
    args: ['-c', 'exit 1'],
    cwd: process.cwd(),
    env: process.env,
  });
  expect(await until(() => supervisor!.earlyExits.get('auth'))).toBe('exit code 1');
});
