import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..', '..', '..');

/** Compiles the mail worker package, so a spawned worker runs the code under test. */
export function buildMailWorker(): void {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'services/mail'],
    { cwd: root, stdio: 'inherit' },
  );
}

/** The built mail worker (services/mail/dist/worker.js) as a child process. */
export interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
}

/** Starts the built worker and resolves once it says it started. */
export async function spawnMailWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [join(root, 'services/mail/dist/worker.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started = new Promise<void>((resolve) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (line.includes('mail worker started')) resolve();
      });
    }
  });
  const outcome = await Promise.race([started.then(() => 'started'), exited.then(() => 'exited')]);
  if (outcome !== 'started') throw new Error(`The worker did not start:\n${output.join('\n')}`);
  return { child, exited, output };
}
