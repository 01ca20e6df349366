/**
 * `npm run dev`: the stack with every service under `node --watch`, TypeScript recompiling
 * on save (tsc -b --watch) and the Vite dev server with hot reload on http://localhost:5173
 * (it proxies /api to the gateway on :8080).
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadDotEnv } from './lib/env.js';
import { startInfrastructure } from './lib/infrastructure.js';
import { formatLogLine } from './lib/log-format.js';
import { mailSandboxPorts } from './lib/mail.js';
import { sandboxPort, sandboxWanted, socialTokenKey } from './lib/social.js';
import { DATA_DIR, ROOT } from './lib/paths.js';
import { DEFAULT_PORTS, startStack } from './lib/stack.js';
import { onSupportedNode } from './lib/supported-node.js';

await onSupportedNode();

loadDotEnv();
const say = (text: string) => process.stdout.write(`${text}\n`);

say('Compiling the services…');
if (spawnSync('npx', ['tsc', '-b'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);

const infrastructure = await startInfrastructure(say);
const compiler = spawn('npx', ['tsc', '-b', '--watch', '--preserveWatchOutput'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'inherit'],
});
compiler.stdout.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n'))
    if (/error|Found \d+ error/.test(line)) say(`tsc           ${line}`);
});
const vite = spawn('npm', ['run', 'dev', '-w', 'frontend'], { cwd: ROOT, stdio: 'inherit' });

const stack = await startStack({
  databaseUrl: infrastructure.database.url,
  redisUrl: infrastructure.redis.url,
  redisPrefix: process.env.REDIS_PREFIX ?? 'sandglass',
  keysDir: infrastructure.keysDir,
  adminCredentialsFile:
    process.env.ADMIN_CREDENTIALS_FILE ?? join(DATA_DIR, 'admin-credentials.txt'),
  socialTokenKey: socialTokenKey(DATA_DIR),
  sandbox: sandboxWanted(),
  smtpUrl: process.env.SMTP_URL || undefined,
  ports: {
    ...DEFAULT_PORTS,
    sandbox: sandboxPort(DEFAULT_PORTS.sandbox),
    ...mailSandboxPorts(DEFAULT_PORTS),
  },
  watch: true,
  env: { NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' },
  onLine: (name, line) => say(formatLogLine(name, line, process.stdout.isTTY)),
});

say(
  '\nDevelopment: http://localhost:5173 (hot reload)   gateway: http://localhost:8080   docs: /api/docs',
);
if (stack.mailSandboxUrl) say(`Mail sandbox (what was sent): ${stack.mailSandboxUrl}`);
let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  compiler.kill();
  vite.kill();
  await stack.stop();
  await infrastructure.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
