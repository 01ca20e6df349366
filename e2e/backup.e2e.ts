import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { adminDatabaseUrl } from '@sandglass/server/testing';
import pg from 'pg';
import sharp from 'sharp';
import {
  createIsolatedState,
  startStackOn,
  type IsolatedState,
} from '../scripts/lib/isolated-stack.js';
import type { RunningStack } from '../scripts/lib/stack.js';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

/**
 * `npm run backup` and `npm run restore` round trip: a stack with a member, an article and an
 * uploaded image is backed up, wiped (database dropped, keys and uploads deleted) and restored
 * into the empty stack, which then has the data and signs people in with the same keys.
 */
let state: IsolatedState;
let work: string;
let stack: RunningStack | undefined;
const env = () => ({
  DATABASE_URL: state.databaseUrl,
  JWT_KEYS_DIR: state.keysDir,
  UPLOADS_DIR: join(work, 'uploads'),
  SOCIAL_TOKEN_KEY: state.socialTokenKey,
});

/** Runs `npm run <command>` as an operator would: its exit code and what it printed. */
async function npmRun(command: 'backup' | 'restore', args: string[], extra = {}) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', command, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env(), ...extra },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function start(): Promise<RunningStack> {
  stack = await startStackOn(state, { UPLOADS_DIR: join(work, 'uploads') }, () => undefined);
  return stack;
}

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${stack!.gatewayUrl}${path}`, {
    ...init,
    headers: {
      ...(init.body && !(init.body instanceof FormData)
        ? { 'content-type': 'application/json' }
        : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signIn = (email: string, password: string) =>
  api('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });

beforeAll(async () => {
  state = await createIsolatedState('backup');
  work = await mkdtemp(join(tmpdir(), 'sg-backup-'));
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await state?.remove();
  await rm(work, { recursive: true, force: true });
});

it('backs up, wipes, restores into an empty stack, and finds the data and a working sign-in', async () => {
  await start();
  const member = {
    email: `member.${randomBytes(3).toString('hex')}@example.com`,
    password: 'a sturdy passphrase 42',
  };
  const registered = await api('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', ...member }),
  });
  expect(registered.status).toBe(201);
  const adminToken = (await signIn(state.admin.email, state.admin.password)).body.token as string;
  const article = await api('/api/blog', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({
      title: 'What we kept through the restore',
      excerpt: 'An article written before the backup.',
      body: 'It must be here afterwards.',
      category: 'technology',
      tags: ['Operations'],
      status: 'published',
    }),
  });
  expect(article.status).toBe(201);
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'kept.png');
  const uploaded = await api('/api/uploads', { method: 'POST', token: adminToken, body: form });
  expect(uploaded.status).toBe(201);
  await stack!.stop();
  stack = undefined;

  const archive = join(work, 'sandglass.tar.gz');
  const backup = await npmRun('backup', [archive]);
  expect(backup).toMatchObject({ code: 0 });
  expect(backup.output).toMatch(/the signing keys and \d+ upload\(s\)/);
  const { size } = await stat(archive);
  process.stdout.write(`backup: ${(size / 1024).toFixed(0)} KiB; ${backup.output}`);

  // Wipe: the database dropped and made again empty, the keys and uploads deleted.
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  const name = new URL(state.databaseUrl).pathname.slice(1);
  await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await rm(state.keysDir, { recursive: true });
  await rm(join(work, 'uploads'), { recursive: true });

  const otherKey = await npmRun('restore', [archive], {
    SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64'),
  });
  expect(otherKey.code).toBe(1);
  expect(otherKey.output).toContain(
    "SOCIAL_TOKEN_KEY is not the key this backup's platform tokens were encrypted with",
  );

  const restored = await npmRun('restore', [archive]);
  expect(restored).toMatchObject({ code: 0 });
  process.stdout.write(`restore: ${restored.output}`);

  const again = await npmRun('restore', [archive]);
  expect(again.code).toBe(1);
  expect(again.output).toContain('The database is not empty');

  await start();
  // A token signed before the backup still verifies: the restored keys are the same.
  expect(await api('/api/auth/user', { token: adminToken })).toMatchObject({ status: 200 });
  const session = await signIn(member.email, member.password);
  expect(session.status).toBe(200);
  const me = await api('/api/auth/user', { token: session.body.token as string });
  expect(me.body).toMatchObject({ email: member.email });
  const slug = (article.body as { slug: string }).slug;
  const kept = await api(`/api/blog/${slug}`);
  expect(kept).toMatchObject({ status: 200, body: { title: 'What we kept through the restore' } });
  const image = await fetch(`${stack!.gatewayUrl}${uploaded.body.url as string}`);
  expect(image.status).toBe(200);
  expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), png)).toBe(0);
  expect(await readdir(state.keysDir)).toEqual(
    expect.arrayContaining(['jwt-private.pem', 'jwt-public.pem']),
  );
}, 240_000);
