/**
 * `npm run test:compose`: docker-compose.yml on a real Docker engine, as an operator runs it.
 * About ten minutes; not part of `npm test`.
 *
 *   1. starts the engine (../shared/tools/compose-engine/up: Debian's dockerd and
 *      docker-compose 1.29, local stand-ins for the base images; COMPOSE_ENGINE_TOOLS names
 *      another folder) unless it is running, and builds every image
 *   2. `up -d`, then waits until every service is healthy and keygen has exited 0
 *   3. checks the site through the gateway: the home page, /api/health, the seeded portfolio,
 *      the admin's sign-in; subscribes an address and uploads an image
 *   4. scales content to 2 and sends 40 requests through the gateway: reports which replica
 *      answered each (from the replicas' own request logs), and that each replica answers
 *   5. `down` and `up -d` again: the subscriber, the upload and the signing keys (the access
 *      token issued before) are still there
 *   6. prints the figures (build time, time to healthy, each image's size) and
 *      "N passed, N failed"; `down -v` removes its containers and volumes; the engine is
 *      stopped again if this run started it.
 *
 * It runs as its own compose project (sandglass-test, images sandglass-test/<service>), from a
 * copy of docker-compose.yml that differs only in those names, with its own env file, so it
 * never touches a stack or images named sandglass nor reads the repository's .env. The gateway
 * is published on loopback only.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './lib/paths.js';

const TOOLS = resolve(
  process.env.COMPOSE_ENGINE_TOOLS ?? join(ROOT, '..', 'shared', 'tools', 'compose-engine'),
);
const PROJECT = 'sandglass-test';
const WORK = join(ROOT, '.compose-engine');
const COMPOSE_COPY = join(WORK, 'docker-compose.test.yml');
const ENV_FILE = join(WORK, 'test.env');
const HEALTHY_WITHIN_MS = 6 * 60_000;
/** `node -e DIRECTORY_SIZE <dir>` prints the bytes of the files under <dir> (no shell in the images). */
const DIRECTORY_SIZE =
  "const fs=require('fs'),path=require('path');let total=0;const walk=(dir)=>{for(const e of fs.readdirSync(dir,{withFileTypes:true})){const f=path.join(dir,e.name);if(e.isDirectory())walk(f);else if(e.isFile())total+=fs.statSync(f).size;}};walk(process.argv[1]);console.log(total)";
/** An 8×8 PNG for the upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAbElEQVR4nA3JQQEAMAgDMZSgpEqqhOepQAlKqmjLN1VFFypcTLHFFSmqmm7UuJlmm2vSP0QLCYsRK05EP0wbGZsxa87EP4YeNHiYYYcbMj+WXrR4mWWXW7I/jj50+JhjjztyP0IHBYcJGy4kPLAsVIExyOP/AAAAAElFTkSuQmCC',
  'base64',
);

interface ComposeFile {
  services: Record<string, { restart?: string; build?: unknown; image?: string }>;
}

const say = (text: string) => process.stdout.write(`${text}\n`);
let passed = 0;
let failed = 0;
const figures: string[] = [];

function check(name: string, ok: boolean, detail = ''): boolean {
  if (ok) passed += 1;
  else failed += 1;
  say(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', ...options });
  return {
    ok: result.status === 0,
    stdout: String(result.stdout ?? ''),
    stderr: String(result.stderr ?? ''),
  };
}

for (const script of ['up', 'compose', 'down']) {
  if (!existsSync(join(TOOLS, script))) {
    console.error(
      `npm run test:compose needs the compose-engine scripts (up, compose, down) in ${TOOLS}: ../shared/tools/compose-engine beside the repository, or the folder COMPOSE_ENGINE_TOOLS names. ${script} is not there.`,
    );
    process.exit(2);
  }
}

/** The gateway's address: Docker picks a free port on loopback at each `up`. */
let siteUrl = '';
const admin = { email: 'admin@compose.test', password: randomBytes(12).toString('base64url') };
const env: Record<string, string> = {
  POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64'),
  // Required by the mail worker. Nothing answers at this name: the test sends no mail it reads,
  // and a mail the stack queues (the subscriber's confirmation) waits in the worker's retries.
  SMTP_URL: 'smtp://smtp.compose-test.invalid:25',
  PORT: '127.0.0.1:',
};
mkdirSync(WORK, { recursive: true });
const composeText = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8');
writeFileSync(
  COMPOSE_COPY,
  composeText
    .replace(/^name: .*$/m, `name: ${PROJECT}`)
    .replace(/^(\s+image: )sandglass\//gm, `$1${PROJECT}/`),
);
writeFileSync(
  ENV_FILE,
  Object.entries(env)
    .map(([k, v]) => `${k}=${v}\n`)
    .join(''),
);
const services = (parse(composeText, { merge: true }) as ComposeFile).services;
const oneShot = Object.keys(services).filter((name) => services[name]!.restart === 'no');
const images = [
  ...new Set(Object.values(services).flatMap((s) => (s.build && s.image ? [s.image] : []))),
].map((image) => image.replace(/^sandglass\//, `${PROJECT}/`));

function compose(args: string[], stdio: 'pipe' | 'inherit' = 'pipe') {
  return run(join(TOOLS, 'compose'), ['--env-file', ENV_FILE, ...args], {
    env: { ...process.env, ...env, COMPOSE_FILE_SRC: COMPOSE_COPY },
    stdio: ['ignore', stdio, stdio],
  });
}

// 1. The engine and the images.
const engineWasRunning = run('docker', ['info']).ok;
say(
  engineWasRunning ? 'The Docker engine is running.' : `Starting the Docker engine (${TOOLS}/up)…`,
);
if (
  !run(join(TOOLS, 'up'), [], { stdio: 'inherit', env: { ...process.env, PROJECT_DIR: ROOT } }).ok
) {
  console.error('The engine did not come up (see above).');
  process.exit(1);
}
let exitCode = 1;
try {
  say('\nBuilding the images…');
  const buildStarted = performance.now();
  const built = compose(['build'], 'inherit');
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  figures.push(`build (docker-compose build, every image): ${buildSeconds.toFixed(0)} s`);
  if (!check('the images build', built.ok)) throw new Error('stop');

  // 2. Up, healthy.
  say('\nStarting the stack…');
  const upStarted = performance.now();
  check('up -d', compose(['up', '-d'], 'inherit').ok);
  const firstHealthy = await waitHealthy({ content: 1 });
  if (!check('every service healthy, keygen done', firstHealthy.ok, firstHealthy.detail))
    throw new Error('stop');
  figures.push(
    `time to healthy after up -d: ${((performance.now() - upStarted) / 1000).toFixed(0)} s`,
  );

  // 3. The site.
  const home = await request(`${siteUrl}/`);
  const homeText = await home.text();
  check('the home page', home.status === 200 && homeText.includes('Sandglass'), `${home.status}`);
  const health = await request(`${siteUrl}/api/health`);
  const healthBody = (await health.json()) as { status: string; checks: Record<string, unknown> };
  check(
    '/api/health reports every service up',
    health.status === 200 && healthBody.status === 'ok',
    Object.keys(healthBody.checks ?? {}).join(', '),
  );
  const portfolio = await request(`${siteUrl}/api/portfolio`);
  const companies = (await portfolio.json()) as unknown[] | { items: unknown[] };
  const count = Array.isArray(companies) ? companies.length : companies.items?.length;
  check('the seeded portfolio', portfolio.status === 200 && count > 0, `${count} companies`);
  const login = await request(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { token } = (await login.json()) as { token: string };
  check('the admin signs in', login.status === 200 && Boolean(token), `${login.status}`);
  const bearer = { authorization: `Bearer ${token}` };
  const subscriber = `reader-${randomUUID().slice(0, 8)}@compose.test`;
  const subscribe = await request(`${siteUrl}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: subscriber }),
  });
  check('a visitor subscribes to the newsletter', subscribe.status === 202, `${subscribe.status}`);
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'dot.png');
  const upload = await request(`${siteUrl}/api/uploads`, {
    method: 'POST',
    headers: bearer,
    body: form,
  });
  const { url: imageUrl } = (await upload.json()) as { url: string };
  check(
    'the admin uploads an image',
    upload.status === 201 && Boolean(imageUrl),
    `${upload.status}`,
  );

  // 4. Two content replicas.
  say('\nScaling content to 2…');
  check('up -d --scale content=2', compose(['up', '-d', '--scale', 'content=2'], 'inherit').ok);
  const scaled = await waitHealthy({ content: 2 });
  check('both content replicas healthy', scaled.ok, scaled.detail);
  const replicas = containers().filter((c) => c.service === 'content');
  for (const replica of replicas) {
    const direct = run('docker', [
      'exec',
      replica.id,
      'node',
      '-e',
      "fetch('http://127.0.0.1:3002/api/portfolio').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))",
    ]);
    check(`content replica ${replica.name} answers GET /api/portfolio itself`, direct.ok);
  }
  const ids = Array.from({ length: 40 }, () => `compose-test-${randomUUID()}`);
  for (const id of ids)
    await (await request(`${siteUrl}/api/portfolio`, { headers: { 'x-request-id': id } })).text();
  const served = replicas.map((replica) => {
    const logs = run('docker', ['logs', replica.id]);
    const text = logs.stdout + logs.stderr;
    return { name: replica.name, count: ids.filter((id) => text.includes(id)).length };
  });
  const summary = served.map(({ name, count }) => `${name}: ${count}`).join(', ');
  check(
    'requests through the gateway reach both content replicas',
    served.length === 2 && served.every(({ count }) => count > 0),
    `of 40, ${summary}`,
  );

  // 5. Down and up: the data is still there.
  say('\nStopping the stack (down, volumes kept) and starting it again…');
  check('down', compose(['down'], 'inherit').ok);
  const againStarted = performance.now();
  check('up -d again', compose(['up', '-d'], 'inherit').ok);
  const again = await waitHealthy({ content: 1 });
  check('every service healthy again', again.ok, again.detail);
  figures.push(
    `time to healthy after down and up -d: ${((performance.now() - againStarted) / 1000).toFixed(0)} s`,
  );
  const user = await request(`${siteUrl}/api/auth/user`, { headers: bearer });
  check(
    'the access token issued before still signs in (the keys volume)',
    user.status === 200,
    `${user.status}`,
  );
  const list = await request(
    `${siteUrl}/api/newsletter/subscribers?q=${encodeURIComponent(subscriber)}`,
    { headers: bearer },
  );
  const listed = JSON.stringify(await list.json());
  check(
    'the subscriber is still there (PostgreSQL)',
    list.status === 200 && listed.includes(subscriber),
  );
  const image = await request(`${siteUrl}${imageUrl}`);
  const bytes = Buffer.from(await image.arrayBuffer());
  check(
    'the uploaded image is still there (the uploads volume)',
    image.status === 200 && bytes.equals(PNG),
  );

  // 6. Figures.
  for (const name of images) {
    const size = Number(run('docker', ['image', 'inspect', '-f', '{{.Size}}', name]).stdout.trim());
    const modules = run('docker', [
      'run',
      '--rm',
      '--entrypoint',
      'node',
      name,
      '-e',
      DIRECTORY_SIZE,
      '/app/node_modules',
    ]).stdout.trim();
    figures.push(
      `${name}: ${(size / 1e6).toFixed(0)} MB (node_modules ${(Number(modules) / 1e6).toFixed(1)} MB)`,
    );
    check(`${name} is under 250 MB`, size < 250e6, `${(size / 1e6).toFixed(0)} MB`);
  }
  exitCode = failed > 0 ? 1 : 0;
} catch (error) {
  if ((error as Error).message !== 'stop') {
    failed += 1;
    console.error(error);
  }
  say('\nThe stack as it is:');
  compose(['ps'], 'inherit');
  for (const c of containers().filter((c) => c.state !== 'ok'))
    compose(['logs', '--tail', '30', c.service], 'inherit');
} finally {
  say('\nRemoving the test stack (down -v)…');
  compose(['down', '-v', '--remove-orphans']);
  if (!engineWasRunning) run(join(TOOLS, 'down'), [], { stdio: 'inherit' });
}

say(`\n${figures.map((figure) => `- ${figure}`).join('\n')}`);
say(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);

interface Container {
  id: string;
  name: string;
  service: string;
  /** ok: healthy, or a one-shot that exited 0; waiting; or failed (exited otherwise, unhealthy). */
  state: 'ok' | 'waiting' | 'failed';
  status: string;
}

function containers(): Container[] {
  const ids = compose(['ps', '-q']).stdout.split('\n').filter(Boolean);
  if (ids.length === 0) return [];
  const inspected = JSON.parse(run('docker', ['inspect', ...ids]).stdout || '[]') as {
    Id: string;
    Name: string;
    State: { Status: string; ExitCode: number; Health?: { Status: string } };
    Config: { Labels: Record<string, string> };
  }[];
  return inspected.map((c) => {
    const service = c.Config.Labels['com.docker.compose.service'] ?? '?';
    const health = c.State.Health?.Status;
    let state: Container['state'] = 'waiting';
    if (oneShot.includes(service)) {
      if (c.State.Status === 'exited') state = c.State.ExitCode === 0 ? 'ok' : 'failed';
    } else if (health === 'healthy') state = 'ok';
    else if (health === 'unhealthy' || c.State.Status === 'exited') state = 'failed';
    return {
      id: c.Id,
      name: c.Name.replace(/^\//, ''),
      service,
      state,
      status: `${c.State.Status}${health ? ` (${health})` : ''}`,
    };
  });
}

/**
 * Polls until every service has its replicas healthy (one-shots: exited 0), or one failed; then
 * reads where the gateway is published.
 */
async function waitHealthy(
  replicas: Record<string, number>,
): Promise<{ ok: boolean; detail: string }> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  for (;;) {
    const all = containers();
    const lacking = Object.keys(services).filter((service) => {
      const ok = all.filter((c) => c.service === service && c.state === 'ok').length;
      return ok < (replicas[service] ?? 1);
    });
    const broken = all.filter((c) => c.state === 'failed');
    if (lacking.length === 0) {
      siteUrl = `http://${compose(['port', 'gateway', '8080']).stdout.trim()}`;
      return { ok: true, detail: `${all.length} containers, the site at ${siteUrl}` };
    }
    if (broken.length > 0 || Date.now() > deadline) {
      const why = broken.length > 0 ? broken : all.filter((c) => c.state !== 'ok');
      return {
        ok: false,
        detail:
          why.map((c) => `${c.name} ${c.status}`).join(', ') || `missing: ${lacking.join(', ')}`,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * fetch, tried once more when the connection itself fails (a kept-alive connection the gateway
 * closed while it sat idle); an HTTP answer, whatever its status, is returned as it is.
 */
async function request(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}
