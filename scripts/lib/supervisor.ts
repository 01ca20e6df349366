import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SupervisedProcess {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface Backoff {
  /** Wait before the first restart; each further one waits twice as long, up to `maxMs`. */
  initialMs: number;
  maxMs: number;
  /** A process that ran this long before it exited starts over at `initialMs`. */
  resetAfterMs: number;
}

/** Compose's `restart: unless-stopped`, with the waits Docker uses between tries. */
export const DEFAULT_BACKOFF: Backoff = { initialMs: 1000, maxMs: 30_000, resetAfterMs: 60_000 };

export interface SupervisorOptions {
  /** Receives every line a process prints. */
  onLine(process: string, line: string): void;
  /** What the supervisor has to say (a process stopped, when it comes back). */
  onNotice(sentence: string): void;
  backoff?: Backoff;
}

interface Supervised {
  spec: SupervisedProcess;
  child: ChildProcess;
  startedAt: number;
  /** How many times in a row it has exited soon after starting. */
  failures: number;
  timer?: NodeJS.Timeout;
}

export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * Runs processes and keeps them running. Until `keepAlive()` a process that exits stays down
 * (start-up reports it, since a process that cannot start would only fail again); after it,
 * one that exits is started again after a wait that doubles with each quick failure, and the
 * notice says so. Knows nothing about which processes it runs, so the list can grow freely.
 */
export class Supervisor {
  private readonly processes = new Map<string, Supervised>();
  private readonly backoff: Backoff;
  private restarting = false;
  private stopping = false;
  /** Exits before `keepAlive()`, by process name. */
  readonly earlyExits = new Map<string, string>();

  constructor(private readonly options: SupervisorOptions) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
  }

  start(spec: SupervisedProcess): void {
    const entry: Supervised = { spec, child: this.spawn(spec), startedAt: Date.now(), failures: 0 };
    this.processes.set(spec.name, entry);
    this.watch(entry);
  }

  /** From now on a process that exits is restarted. */
  keepAlive(): void {
    this.restarting = true;
  }

  /** The running process's id (tests kill it to see it come back). */
  pid(name: string): number | undefined {
    return this.processes.get(name)?.child.pid;
  }

  /** Stops every process: SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.processes.values()].map((entry) => {
        clearTimeout(entry.timer);
        const child = entry.child;
        return new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => {
            clearTimeout(killer);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }),
    );
  }

  private spawn(spec: SupervisedProcess): ChildProcess {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => this.options.onLine(spec.name, line));
    }
    return child;
  }

  private watch(entry: Supervised): void {
    entry.child.once('exit', (code, signal) => {
      if (this.stopping) return;
      const how = describeExit(code, signal);
      if (!this.restarting) {
        this.earlyExits.set(entry.spec.name, how);
        return;
      }
      const ranMs = Date.now() - entry.startedAt;
      entry.failures = ranMs >= this.backoff.resetAfterMs ? 1 : entry.failures + 1;
      const waitMs = Math.min(
        this.backoff.maxMs,
        this.backoff.initialMs * 2 ** (entry.failures - 1),
      );
      this.options.onNotice(
        `${entry.spec.name} stopped unexpectedly (${how}); restarting it in ${formatWait(waitMs)} (restart ${entry.failures} in a row).`,
      );
      entry.timer = setTimeout(() => {
        if (this.stopping) return;
        entry.child = this.spawn(entry.spec);
        entry.startedAt = Date.now();
        this.options.onNotice(`${entry.spec.name} restarted (pid ${entry.child.pid}).`);
        this.watch(entry);
      }, waitMs);
    });
  }
}

function formatWait(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
