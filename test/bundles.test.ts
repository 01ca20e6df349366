import { jest } from '@jest/globals';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createTestDatabase,
  freePort,
  testRedisPrefix,
  testRedisUrl,
} from '@sandglass/server/testing';
import { bundleServices } from '../scripts/lib/bundle.js';

/**
 * What the images run, without a Docker engine: the auth and content bundles that
 * scripts/lib/bundle.ts makes (as the Dockerfile does), written outside the repository so they
 * find nothing but what they carry, started against a database of their own. They sign in
 * (argon2, validation), seed the portfolio (the seed folder, sharp) and store an upload.
 */
jest.setTimeout(240_000);

const ROOT = join(import.meta.dirname, '..');
/** An 8×8 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAbElEQVR4nA3JQQEAMAgDMZSgpEqqhOepQAlKqmjLN1VFFypcTLHFFSmqmm7UuJlmm2vSP0QLCYsRK05EP0wbGZsxa87EP4YeNHiYYYcbMj+WXrR4mWWXW7I/jj50+JhjjztyP0IHBYcJGy4kPLAsVIExyOP/AAAAAElFTkSuQmCC',
  'base64',
);
const admin = { email: 'admin@bundles.test', password: 'bundled-admin-password' };

let work: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let redis: ReturnType<typeof testRedisPrefix>;
const children: ChildProcess[] = [];
const output: string[] = [];
let authUrl: string;
let contentUrl: string;

beforeAll(async () => {
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'services/auth', 'services/content'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  work = mkdtempSync(join(tmpdir(), 'sg-bundles-'));
  await bundleServices(['auth', 'content'], join(work, 'app'));

  database = await createTestDatabase('bundles');
  redis = testRedisPrefix('bundles');
  const keys = join(work, 'keys');
  execFileSync(process.execPath, ['services/auth/dist/keygen.js', keys], {
    cwd: join(work, 'app', 'auth'),
  });
  const common = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redis.prefix,
    JWT_PUBLIC_KEY_FILE: join(keys, 'jwt-public.pem'),
  };
  authUrl = await start('auth', {
    ...common,
    JWT_PRIVATE_KEY_FILE: join(keys, 'jwt-private.pem'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  contentUrl = await start('content', {
    ...common,
    UPLOADS_DIR: join(work, 'uploads'),
    OUTBOX_DIR: join(work, 'outbox'),
  });
});

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await redis?.clear();
  await database?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

it('signs the admin in from the auth bundle', async () => {
  const login = await fetch(`${authUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  const invalid = await fetch(`${authUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'not an email' }),
  });
  expect(invalid.status).toBe(400);
});

it('seeds the portfolio and stores an upload from the content bundle', async () => {
  const portfolio = await fetch(`${contentUrl}/api/portfolio`);
  expect(portfolio.status).toBe(200);
  expect(((await portfolio.json()) as unknown[]).length).toBeGreaterThan(0);

  const login = await fetch(`${authUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'dot.png');
  const upload = await fetch(`${contentUrl}/api/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const image = await fetch(`${contentUrl}${url}`);
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
});

/** Starts a service's bundle from its copy and resolves with its address once /health is 200. */
async function start(service: string, env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [`services/${service}/dist/main.js`], {
    cwd: join(work, 'app', service),
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => output.push(`${service}: ${chunk.toString()}`));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The ${service} bundle stopped:\n${output.join('')}`);
    const status = await fetch(`${url}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return url;
    if (Date.now() > deadline)
      throw new Error(`The ${service} bundle never answered:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
