import { join } from 'node:path';
import { ROOT } from './paths.js';
import { Supervisor, type Backoff } from './supervisor.js';

export interface StackPorts {
  gateway: number;
  auth: number;
  content: number;
  ai: number;
  social: number;
  /** The webhooks service (API and delivery worker in one process). */
  webhooks: number;
  /** The local platform sandbox (SANDBOX_PORT). */
  sandbox: number;
  /** GET /metrics of the gateway and of the worker (their METRICS_PORT, on 127.0.0.1). */
  gatewayMetrics: number;
  workerMetrics: number;
  mailWorkerMetrics: number;
  /** The local mail sandbox's page (MAIL_SANDBOX_PORT) and its SMTP server (MAIL_SANDBOX_SMTP_PORT). */
  mailSandbox: number;
  mailSandboxSmtp: number;
}

export const DEFAULT_PORTS: StackPorts = {
  gateway: 8080,
  auth: 3001,
  content: 3002,
  ai: 3003,
  social: 3004,
  sandbox: 3005,
  webhooks: 3007,
  gatewayMetrics: 9464,
  workerMetrics: 9465,
  mailWorkerMetrics: 9466,
  mailSandbox: 3006,
  mailSandboxSmtp: 2525,
};

export interface StackOptions {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  keysDir: string;
  adminCredentialsFile: string;
  /** SOCIAL_TOKEN_KEY: encrypts the social service's platform tokens at rest. */
  socialTokenKey: string;
  /**
   * Run the local platform sandbox and point every platform without credentials at it
   * (SOCIAL_SANDBOX_URL); `npm start` and `npm run dev` do unless SOCIAL_SANDBOX=false.
   */
  sandbox: boolean;
  /**
   * The SMTP server the mail worker sends through; without one, the local mail sandbox runs and
   * catches every mail (its page on ports.mailSandbox).
   */
  smtpUrl?: string;
  ports: StackPorts;
  /** Extra variables for every process (after the parent's own environment). */
  env?: Record<string, string>;
  /** Run each entry under `node --watch` (npm run dev). */
  watch?: boolean;
  /** Receives every line a process prints. */
  onLine(process: string, line: string): void;
  /** What the supervisor says after start-up: a process stopped and is being restarted. */
  onNotice?(sentence: string): void;
  /** Waits between restarts (DEFAULT_BACKOFF unless a test wants them shorter). */
  backoff?: Backoff;
}

export interface RunningStack {
  gatewayUrl: string;
  /** The mail sandbox's page, when it runs (no SMTP server was given). */
  mailSandboxUrl?: string;
  /** The process id of one of the stack's processes, by name. */
  pid(name: string): number | undefined;
  stop(): Promise<void>;
}

interface ProcessSpec {
  name: string;
  entry: string;
  port?: number;
  /** What answers 200 once it is up (default /health). */
  readyPath?: string;
  env: Record<string, string>;
}

function processes(options: StackOptions): ProcessSpec[] {
  const { ports } = options;
  const internal = (port: number) => ({ PORT: String(port), HOST: '127.0.0.1' });
  const social: Record<string, string> = {
    SOCIAL_TOKEN_KEY: options.socialTokenKey,
    AI_URL: `http://127.0.0.1:${ports.ai}`,
    CONTENT_URL: `http://127.0.0.1:${ports.content}`,
    ...(options.sandbox ? { SOCIAL_SANDBOX_URL: `http://127.0.0.1:${ports.sandbox}` } : {}),
  };
  return [
    {
      name: 'auth',
      entry: 'services/auth/dist/main.js',
      port: ports.auth,
      env: {
        ...internal(ports.auth),
        JWT_PRIVATE_KEY_FILE: join(options.keysDir, 'jwt-private.pem'),
        ADMIN_CREDENTIALS_FILE: options.adminCredentialsFile,
        // The services a person's data export gathers from.
        CONTENT_URL: `http://127.0.0.1:${ports.content}`,
        AI_URL: `http://127.0.0.1:${ports.ai}`,
        SOCIAL_URL: `http://127.0.0.1:${ports.social}`,
      },
    },
    {
      name: 'content',
      entry: 'services/content/dist/main.js',
      port: ports.content,
      // "Share on social" asks social for a draft.
      env: { ...internal(ports.content), SOCIAL_URL: `http://127.0.0.1:${ports.social}` },
    },
    { name: 'ai', entry: 'services/ai/dist/main.js', port: ports.ai, env: internal(ports.ai) },
    ...(options.sandbox
      ? [
          {
            name: 'sandbox',
            entry: 'tools/platform-sandbox/dist/main.js',
            port: ports.sandbox,
            readyPath: '/',
            env: { ...internal(ports.sandbox), SANDBOX_PORT: String(ports.sandbox) },
          },
        ]
      : []),
    {
      name: 'social',
      entry: 'services/social/dist/main.js',
      port: ports.social,
      env: { ...internal(ports.social), ...social },
    },
    {
      name: 'social-worker',
      entry: 'services/social/dist/worker.js',
      env: { ...social, METRICS_HOST: '127.0.0.1', METRICS_PORT: String(ports.workerMetrics) },
    },
    {
      name: 'webhooks',
      entry: 'services/webhooks/dist/main.js',
      port: ports.webhooks,
      // A local stack delivers to receivers on this machine (plain http on loopback included);
      // link-local and metadata addresses stay refused.
      env: { ...internal(ports.webhooks), WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
    },
    ...(options.smtpUrl
      ? []
      : [
          {
            name: 'mail-sandbox',
            entry: 'tools/mail-sandbox/dist/main.js',
            port: ports.mailSandbox,
            readyPath: '/',
            env: {
              MAIL_SANDBOX_PORT: String(ports.mailSandbox),
              MAIL_SANDBOX_SMTP_PORT: String(ports.mailSandboxSmtp),
            },
          },
        ]),
    {
      name: 'mail-worker',
      entry: 'services/mail/dist/worker.js',
      env: {
        SMTP_URL: options.smtpUrl ?? `smtp://127.0.0.1:${ports.mailSandboxSmtp}`,
        METRICS_HOST: '127.0.0.1',
        METRICS_PORT: String(ports.mailWorkerMetrics),
      },
    },
    {
      name: 'gateway',
      entry: 'services/gateway/dist/main.js',
      port: ports.gateway,
      env: {
        PORT: String(ports.gateway),
        METRICS_HOST: '127.0.0.1',
        METRICS_PORT: String(ports.gatewayMetrics),
        AUTH_URL: `http://127.0.0.1:${ports.auth}`,
        CONTENT_URL: `http://127.0.0.1:${ports.content}`,
        AI_URL: `http://127.0.0.1:${ports.ai}`,
        SOCIAL_URL: `http://127.0.0.1:${ports.social}`,
        WEBHOOKS_URL: `http://127.0.0.1:${ports.webhooks}`,
      },
    },
  ];
}

/**
 * Starts the six services, the social and mail workers, (unless turned off) the platform
 * sandbox and (without an SMTP server) the mail sandbox as child processes against the given PostgreSQL and Redis, and resolves once every HTTP service
 * answers /health (the sandbox its own page). From then on a process that stops is restarted
 * with backoff (see Supervisor), and `onNotice` says so.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const common: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    JWT_PUBLIC_KEY_FILE: join(options.keysDir, 'jwt-public.pem'),
    // Where every service looks personal API tokens (sgv_…) up; the gateway routes there too.
    AUTH_URL: `http://127.0.0.1:${options.ports.auth}`,
  };
  const specs = processes(options);
  const supervisor = new Supervisor({
    onLine: options.onLine,
    onNotice: options.onNotice ?? (() => undefined),
    backoff: options.backoff,
  });

  for (const spec of specs) {
    supervisor.start({
      name: spec.name,
      command: process.execPath,
      args: options.watch ? ['--watch', '--watch-preserve-output', spec.entry] : [spec.entry],
      cwd: ROOT,
      env: { ...process.env, ...common, ...options.env, ...spec.env } as NodeJS.ProcessEnv,
    });
  }

  const stop = () => supervisor.stop();
  try {
    await Promise.all(
      specs
        .filter((spec) => spec.port !== undefined)
        .map((spec) =>
          waitForHealth(
            spec.name,
            `http://127.0.0.1:${spec.port}${spec.readyPath ?? '/health'}`,
            supervisor.earlyExits,
          ),
        ),
    );
    const crashed = [...supervisor.earlyExits.entries()][0];
    if (crashed) throw new Error(`${crashed[0]} stopped (${crashed[1]}) while starting.`);
  } catch (error) {
    await stop();
    throw error;
  }
  supervisor.keepAlive();
  return {
    gatewayUrl: `http://127.0.0.1:${options.ports.gateway}`,
    mailSandboxUrl: options.smtpUrl ? undefined : `http://127.0.0.1:${options.ports.mailSandbox}`,
    pid: (name) => supervisor.pid(name),
    stop,
  };
}

async function waitForHealth(
  name: string,
  url: string,
  exited: Map<string, string>,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited.has(name)) throw new Error(`${name} stopped (${exited.get(name)}) while starting.`);
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
