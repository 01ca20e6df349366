/**
 * Keeps docker-compose.yml, the Dockerfile and .env.example correct by construction, without a
 * Docker engine: every service is there with its build target, health check and the variables
 * its config requires. `npm run test:compose` runs them on a real engine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@sandglass/server';
import { parse } from 'yaml';
import { AiConfig } from '../services/ai/src/config.js';
import { AuthConfig } from '../services/auth/src/config.js';
import { ENTRY_POINTS, HEARTBEAT_CHECK } from '../scripts/lib/bundle.js';
import { ContentConfig } from '../services/content/src/config.js';
import { GatewayConfig } from '../services/gateway/src/config.js';
import { MailWorkerConfig } from '../services/mail/src/config.js';
import { SocialConfig } from '../services/social/src/config.js';

const root = join(import.meta.dirname, '..');
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const envExample = readFileSync(join(root, '.env.example'), 'utf8');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  workspaces: string[];
  devDependencies: Record<string, string>;
};

interface ComposeService {
  build?: { context: string; target: string };
  image?: string;
  command?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}

const APP_SERVICES = {
  auth: AuthConfig,
  content: ContentConfig,
  ai: AiConfig,
  social: SocialConfig,
  gateway: GatewayConfig,
};

/** What compose would pass: ${VAR:-default} gets its default, ${VAR:?msg} a sample value. */
function resolved(environment: Record<string, string | number> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      String(value)
        .replace(/\$\{(\w+):-([^}]*)\}/g, (_m, _name, fallback: string) => fallback)
        .replace(/\$\{(\w+):\?[^}]*\}/g, (_m, name: string) => sample(name)),
    ]),
  );
}

/** A value an operator could put in .env for a required variable. */
function sample(name: string): string {
  if (name.includes('EMAIL')) return 'ops@example.com';
  if (name === 'SMTP_URL') return 'smtps://mailer:secret@smtp.example.com:465';
  // SOCIAL_TOKEN_KEY: 32 random bytes, as `openssl rand -base64 32` writes them.
  if (name.endsWith('_KEY')) return Buffer.alloc(32, 7).toString('base64');
  return 'sample-secret-1';
}

describe('docker-compose.yml', () => {
  it('runs PostgreSQL and Redis with volumes and health checks', () => {
    const { postgres, redis } = compose.services;
    expect(postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(postgres.healthcheck?.test?.join(' ')).toContain('pg_isready');
    expect(redis.volumes).toEqual(['redisdata:/data']);
    expect(redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping']);
    expect(redis.command).toEqual(
      expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']),
    );
    expect(Object.keys(compose.volumes)).toEqual(
      expect.arrayContaining(['pgdata', 'redisdata', 'keys']),
    );
  });

  it.each(Object.entries(APP_SERVICES))(
    'builds %s from its own Dockerfile target, with a health check',
    (name) => {
      const service = compose.services[name];
      expect(service.build).toEqual({ context: '.', target: name });
      expect(dockerfile).toMatch(new RegExp(`^FROM runtime AS ${name}$`, 'm'));
      expect(service.healthcheck?.test?.join(' ')).toMatch(
        /fetch\('http:\/\/127\.0\.0\.1:\d+\/health'\)/,
      );
    },
  );

  it.each(Object.entries(APP_SERVICES))(
    'gives %s every variable its config requires',
    (name, schema) => {
      const env = resolved(compose.services[name].environment);
      expect(() => loadConfig(schema as never, env)).not.toThrow();
      if (name !== 'gateway') expect(env.JWT_PUBLIC_KEY_FILE).toBe('/keys/jwt-public.pem');
    },
  );

  it('gives auth its private key and admin account', () => {
    const env = resolved(compose.services.auth.environment);
    expect(env.JWT_PRIVATE_KEY_FILE).toBe('/keys/jwt-private.pem');
    expect(compose.services.auth.environment).toMatchObject({
      ADMIN_EMAIL: expect.stringMatching(/^\$\{ADMIN_EMAIL:\?/),
      ADMIN_PASSWORD: expect.stringMatching(/^\$\{ADMIN_PASSWORD:\?/),
    });
  });

  it('starts services only once PostgreSQL, Redis and the signing keys are ready', () => {
    for (const name of ['auth', 'content', 'ai', 'social', 'social-worker', 'mail-worker']) {
      expect(compose.services[name].depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        keygen: { condition: 'service_completed_successfully' },
      });
    }
    expect(compose.services.keygen.command).toEqual([
      'node',
      'services/auth/dist/keygen.js',
      '/keys',
    ]);
  });

  it('runs the worker from the social image with its own entry point', () => {
    const worker = compose.services['social-worker'];
    expect(worker.image).toBe(compose.services.social.image);
    expect(worker.build).toBeUndefined();
    expect(worker.command).toEqual(['node', 'services/social/dist/worker.js']);
    expect(existsSync(join(root, 'services/social/src/worker.ts'))).toBe(true);
  });

  it('gives the worker the social settings the API has, and requires SOCIAL_TOKEN_KEY', () => {
    const social = compose.services.social.environment!;
    const worker = compose.services['social-worker'].environment!;
    expect(() => loadConfig(SocialConfig, resolved(worker))).not.toThrow();
    // The worker's own: its /metrics listener (the API serves /metrics on its PORT), its heartbeat.
    const own = ['PORT', 'METRICS_HOST', 'METRICS_PORT', 'HEARTBEAT_FILE'];
    for (const [name, value] of Object.entries(worker)) {
      if (!own.includes(name)) expect([name, social[name]]).toEqual([name, value]);
    }
    for (const env of [social, worker]) {
      expect(env.SOCIAL_TOKEN_KEY).toMatch(/^\$\{SOCIAL_TOKEN_KEY:\?/);
      for (const name of ['WORKER_CONCURRENCY', 'SOCIAL_SWEEP_INTERVAL_MS', 'SOCIAL_JOB_LOCK_MS'])
        expect(env[name]).toMatch(new RegExp(`^\\$\\{${name}:-\\d+\\}$`));
      for (const platform of ['TWITTER', 'LINKEDIN', 'FACEBOOK', 'INSTAGRAM'])
        for (const setting of [
          'CLIENT_ID',
          'CLIENT_SECRET',
          'AUTHORIZE_URL',
          'TOKEN_URL',
          'API_URL',
        ])
          expect(env).toHaveProperty(`${platform}_${setting}`);
    }
  });

  it('never turns the platform sandbox on', () => {
    for (const name of ['social', 'social-worker'])
      expect(compose.services[name].environment).not.toHaveProperty('SOCIAL_SANDBOX_URL');
    expect(Object.keys(compose.services)).not.toContain('sandbox');
  });

  it('gives in-flight publishes time to finish when the worker is stopped', () => {
    const grace = compose.services['social-worker'].stop_grace_period ?? '10s';
    const platformTimeout = Number(
      resolved(compose.services['social-worker'].environment).SOCIAL_PLATFORM_TIMEOUT_MS,
    );
    expect(Number.parseInt(grace, 10) * 1000).toBeGreaterThan(platformTimeout);
  });

  it('runs the mail worker from its own image, with no sandbox', () => {
    const worker = compose.services['mail-worker'];
    expect(worker.build).toEqual({ context: '.', target: 'mail' });
    expect(worker.image).toBe('sandglass/mail');
    expect(worker.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    expect(Object.keys(compose.services)).not.toContain('mail-sandbox');
    const section = dockerfile
      .split(/^FROM /m)
      .find((part) => part.startsWith('runtime AS mail\n'));
    expect(section).toContain('CMD ["node", "services/mail/dist/worker.js"]');
    expect(existsSync(join(root, 'services/mail/src/worker.ts'))).toBe(true);
  });

  it('gives the mail worker every variable its config reads, and requires SMTP_URL', () => {
    const env = compose.services['mail-worker'].environment!;
    const config = loadConfig(MailWorkerConfig, resolved(env));
    expect(config.MAIL_RATE_PER_SECOND).toBe(10);
    expect(env.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/);
    for (const name of [
      'MAIL_RATE_PER_SECOND',
      'MAIL_CONCURRENCY',
      'MAIL_SMTP_CONNECTIONS',
      'MAIL_SMTP_TIMEOUT_MS',
      'MAIL_MAX_ATTEMPTS',
      'MAIL_RETRY_BASE_MS',
      'MAIL_SWEEP_INTERVAL_MS',
      'MAIL_JOB_LOCK_MS',
    ])
      expect(env[name]).toMatch(new RegExp(`^\\$\\{${name}:-\\d+\\}$`));
    for (const name of ['MAIL_FROM', 'SITE_URL', 'FIRM_NAME', 'FIRM_EMAIL'])
      expect(env).toHaveProperty(name);
    // Content only queues mail: the worker is what talks to the SMTP server.
    expect(compose.services.content.environment).not.toHaveProperty('SMTP_URL');
  });

  it('gives the mail worker time to record the sends in flight when it is stopped', () => {
    const worker = compose.services['mail-worker'];
    const timeout = Number(resolved(worker.environment).MAIL_SMTP_TIMEOUT_MS);
    expect(Number.parseInt(worker.stop_grace_period ?? '10s', 10) * 1000).toBeGreaterThan(timeout);
  });

  it('points the gateway at each service on the port that service listens on', () => {
    const env = resolved(compose.services.gateway.environment);
    for (const name of ['auth', 'content', 'ai', 'social'] as const) {
      const port = resolved(compose.services[name].environment).PORT;
      expect(env[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${port}`);
      expect(compose.services.gateway.depends_on?.[name]).toEqual({ condition: 'service_healthy' });
    }
    expect(compose.services.gateway.ports).toEqual(['${PORT:-8080}:8080']);
  });

  it('keeps uploaded images in a named volume at the content service’s UPLOADS_DIR', () => {
    const content = compose.services.content;
    const uploadsDir = resolved(content.environment).UPLOADS_DIR;
    expect(content.volumes).toEqual(expect.arrayContaining([`uploads:${uploadsDir}`]));
    expect(content.volumes).toEqual(expect.arrayContaining(['keys:/keys:ro']));
    expect(Object.keys(compose.volumes)).toContain('uploads');
    // The mount point exists in the image, so the volume starts out writable by the app user.
    expect(dockerfile).toMatch(new RegExp(`^RUN mkdir -p [^\\n]*${uploadsDir}`, 'm'));
  });

  it('gives every worker (a process without an HTTP server) a health check that reads its heartbeat', () => {
    const workers = Object.entries(compose.services).filter(([, service]) =>
      service.command?.some((part) => /\/dist\/worker\.js$/.test(part)),
    );
    expect(workers.map(([name]) => name)).toContain('social-worker');
    for (const [name, worker] of workers) {
      expect([name, worker.healthcheck?.test]).toEqual([name, ['CMD', 'node', HEARTBEAT_CHECK]]);
      expect(worker.environment?.HEARTBEAT_FILE).toMatch(/^\/tmp\/\w+/);
    }
    const worker = compose.services['social-worker'];
    const config = loadConfig(SocialConfig, resolved(worker.environment));
    expect(config.HEARTBEAT_FILE).toBe(worker.environment?.HEARTBEAT_FILE);
    expect(
      existsSync(join(root, HEARTBEAT_CHECK.replace('dist', 'src').replace(/js$/, 'ts'))),
    ).toBe(true);
  });

  it('runs only entry points the images hold', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.command?.[0] !== 'node') continue;
      const [, service_, entry] = /^services\/(\w+)\/dist\/(\w+)\.js$/.exec(service.command[1]!)!;
      expect([name, ENTRY_POINTS]).toEqual([name, expect.arrayContaining([entry])]);
      expect(existsSync(join(root, `services/${service_}/src/${entry}.ts`))).toBe(true);
    }
  });

  it('documents every variable it reads in .env.example', () => {
    const used = new Set([...composeText.matchAll(/\$\{(\w+)[:}]/g)].map((match) => match[1]));
    for (const name of used) expect(envExample).toMatch(new RegExp(`^#?\\s*${name}=`, 'm'));
  });

  it('leaves none of the variables it requires commented out in .env.example', () => {
    const required = new Set([...composeText.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]));
    expect([...required].sort()).toEqual([
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'POSTGRES_PASSWORD',
      'SMTP_URL',
      'SOCIAL_TOKEN_KEY',
    ]);
    for (const name of required) expect(envExample).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('says that it needs Compose v2, whose top-level name: v1 rejects', () => {
    expect(composeText).toMatch(/^name: /m);
    expect(composeText).toMatch(/^# Needs Compose v2 \(`docker compose`\)/m);
  });
});

describe('Dockerfile', () => {
  const stages = dockerfile.split(/^FROM /m);

  it.each(Object.keys(APP_SERVICES))(
    'starts %s from its own bundle, on the port compose gives it',
    (name) => {
      const section = stages.find((part) => part.startsWith(`runtime AS ${name}\n`));
      expect(section).toBeDefined();
      // Only this service's bundle and packages (scripts/lib/bundle.ts), nothing of the build.
      expect(section).toMatch(new RegExp(`^COPY --from=build /app/deploy/${name} \\./$`, 'm'));
      const entry = /^CMD \["node", "services\/(\w+)\/dist\/(\w+)\.js"\]$/m.exec(section!);
      expect(entry?.[1]).toBe(name);
      expect(ENTRY_POINTS).toContain(entry![2]);
      expect(existsSync(join(root, `services/${name}/src/${entry![2]}.ts`))).toBe(true);
      const port = resolved(compose.services[name].environment).PORT;
      expect(section).toMatch(new RegExp(`^ENV PORT=${port}\\b`, 'm'));
    },
  );

  it('runs as an unprivileged user and copies every workspace manifest before npm ci', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    for (const workspace of manifest.workspaces)
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it('runs on Node 24 LTS, which the engines field admits and the types describe', () => {
    const from = [...dockerfile.matchAll(/^FROM (node:\S+)/gm)].map((match) => match[1]);
    expect(from).toEqual(['node:24-bookworm-slim']);
    expect(manifest.engines.node).toBe('>=22.12');
    expect(manifest.devDependencies['@types/node']).toMatch(/^\^24\./);
  });

  it('builds the images from scratch: Node and its libraries, no shell, no npm', () => {
    const runtime = stages.find((part) => part.startsWith('scratch AS runtime\n'));
    expect(runtime).toBeDefined();
    // No shell in the image: every command is in exec form.
    expect(runtime).toMatch(/^ {2}CMD \["node", /m);
    expect(dockerfile).not.toMatch(/CMD \["sh"/);
  });
});
