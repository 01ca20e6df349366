/**
 * `npm start`: runs the whole stack on this machine after `npm run build`.
 * PostgreSQL from DATABASE_URL or an embedded one; Redis from REDIS_URL, 127.0.0.1:6379 or
 * a redis-server from the PATH; signing keys in .data/keys; the site on http://localhost:8080.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadDotEnv } from './lib/env.js';
import { startInfrastructure } from './lib/infrastructure.js';
import { formatLogLine } from './lib/log-format.js';
import { mailSandboxPorts } from './lib/mail.js';
import { sandboxPort, sandboxWanted, socialTokenKey } from './lib/social.js';
import { DATA_DIR } from './lib/paths.js';
import { DEFAULT_PORTS, startStack, type RunningStack } from './lib/stack.js';
import { onSupportedNode } from './lib/supported-node.js';

await onSupportedNode();

loadDotEnv();
const json = process.env.LOG_FORMAT === 'json';
const say = (text: string) => process.stdout.write(`${text}\n`);

const infrastructure = await startInfrastructure(say);
const gatewayPort = Number(process.env.PORT ?? DEFAULT_PORTS.gateway);
const adminCredentialsFile =
  process.env.ADMIN_CREDENTIALS_FILE ?? join(DATA_DIR, 'admin-credentials.txt');
let stack: RunningStack | undefined;
let shuttingDown = false;

async function shutdown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    say('\nStopping…');
    await stack?.stop();
    await infrastructure.stop();
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  stack = await startStack({
    databaseUrl: infrastructure.database.url,
    redisUrl: infrastructure.redis.url,
    redisPrefix: process.env.REDIS_PREFIX ?? 'sandglass',
    keysDir: infrastructure.keysDir,
    adminCredentialsFile,
    socialTokenKey: socialTokenKey(DATA_DIR),
    sandbox: sandboxWanted(),
    smtpUrl: process.env.SMTP_URL || undefined,
    ports: {
      ...DEFAULT_PORTS,
      gateway: gatewayPort,
      sandbox: sandboxPort(DEFAULT_PORTS.sandbox),
      ...mailSandboxPorts(DEFAULT_PORTS),
    },
    env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    onLine: (name, line) => say(json ? line : formatLogLine(name, line, process.stdout.isTTY)),
    // Like compose's restart policy: a process that stops is started again, with backoff.
    onNotice: (sentence) => {
      const line = JSON.stringify({
        level: 'warn',
        time: new Date().toISOString(),
        service: 'supervisor',
        msg: sentence,
      });
      say(json ? line : formatLogLine('supervisor', line, process.stdout.isTTY));
    },
  });
} catch (error) {
  console.error((error as Error).message);
  await shutdown(1);
}

say('');
say(
  `The site is running at http://localhost:${gatewayPort}  (API docs: http://localhost:${gatewayPort}/api/docs)`,
);
if (sandboxWanted()) {
  say(
    `Social platforms without credentials use the local sandbox: what it "published" is at http://localhost:${sandboxPort(DEFAULT_PORTS.sandbox)}`,
  );
}
if (stack?.mailSandboxUrl) {
  say(
    `No SMTP_URL is set, so mail goes to the local mail sandbox: what was sent is at ${stack.mailSandboxUrl.replace('127.0.0.1', 'localhost')}`,
  );
}
if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
  say(`Admin sign-in: ${process.env.ADMIN_EMAIL} with the password from ADMIN_PASSWORD.`);
} else if (existsSync(adminCredentialsFile)) {
  say(`Admin sign-in: the email and password are in ${adminCredentialsFile}`);
}
say('Press Ctrl-C to stop.');
