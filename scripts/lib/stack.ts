import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT } from './paths.js';

export interface StackPorts {
  gateway: number;
  auth: number;
  content: number;
  ai: number;
  social: number;
}

export const DEFAULT_PORTS: StackPorts = {
  gateway: 8080,
  auth: 3001,
  content: 3002,
  ai: 3003,
  social: 3004,
};

export interface StackOptions {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  keysDir: string;
  adminCredentialsFile: string;
  ports: StackPorts;
  /** Extra variables for every process (after the parent's own environment). */
  env?: Record<string, string>;
  /** Run each entry under `node --watch` (npm run dev). */
  watch?: boolean;
  /** Receives every line a process prints. */
  onLine(process: string, line: string): void;
  /** Called when a process exits on its own after start-up. */
  onExit?(process: string, code: number | null): void;
}

export interface RunningStack {
  gatewayUrl: string;
  stop(): Promise<void>;
}

interface ProcessSpec {
  name: string;
  entry: string;
  port?: number;
  env: Record<string, string>;
}

function processes(options: StackOptions): ProcessSpec[] {
  const { ports } = options;
  const internal = (port: number) => ({ PORT: String(port), HOST: '127.0.0.1' });
  return [
    {
      name: 'auth',
      entry: 'services/auth/dist/main.js',
      port: ports.auth,
      env: {
        ...internal(ports.auth),
        JWT_PRIVATE_KEY_FILE: join(options.keysDir, 'jwt-private.pem'),
        ADMIN_CREDENTIALS_FILE: options.adminCredentialsFile,
      },
    },
    {
      name: 'content',
      entry: 'services/content/dist/main.js',
      port: ports.content,
      env: internal(ports.content),
    },
    { name: 'ai', entry: 'services/ai/dist/main.js', port: ports.ai, env: internal(ports.ai) },
    {
      name: 'social',
      entry: 'services/social/dist/main.js',
      port: ports.social,
      env: internal(ports.social),
    },
    { name: 'social-worker', entry: 'services/social/dist/worker.js', env: {} },
    {
      name: 'gateway',
      entry: 'services/gateway/dist/main.js',
      port: ports.gateway,
      env: {
        PORT: String(ports.gateway),
        AUTH_URL: `http://127.0.0.1:${ports.auth}`,
        CONTENT_URL: `http://127.0.0.1:${ports.content}`,
        AI_URL: `http://127.0.0.1:${ports.ai}`,
        SOCIAL_URL: `http://127.0.0.1:${ports.social}`,
      },
    },
  ];
}

/**
 * Starts the five services and the worker as child processes against the given PostgreSQL
 * and Redis, and resolves once every HTTP service answers /health.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const children = new Map<string, ChildProcess>();
  let stopping = false;
  const common: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    JWT_PUBLIC_KEY_FILE: join(options.keysDir, 'jwt-public.pem'),
  };
  const specs = processes(options);
  const exited = new Map<string, number | null>();

  for (const spec of specs) {
    const args = options.watch ? ['--watch', '--watch-preserve-output', spec.entry] : [spec.entry];
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...common, ...options.env, ...spec.env } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.set(spec.name, child);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => options.onLine(spec.name, line));
    }
    child.once('exit', (code) => {
      exited.set(spec.name, code);
      if (!stopping) options.onExit?.(spec.name, code);
    });
  }

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    await Promise.all(
      specs
        .filter((spec) => spec.port !== undefined)
        .map((spec) => waitForHealth(spec.name, `http://127.0.0.1:${spec.port}/health`, exited)),
    );
    const crashed = [...exited.entries()].find(([, code]) => code !== null);
    if (crashed) throw new Error(`${crashed[0]} exited with code ${crashed[1]} while starting.`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { gatewayUrl: `http://127.0.0.1:${options.ports.gateway}`, stop };
}

async function waitForHealth(
  name: string,
  url: string,
  exited: Map<string, number | null>,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited.has(name))
      throw new Error(`${name} exited with code ${exited.get(name)} while starting.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${name} did not become healthy at ${url} within 90 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
