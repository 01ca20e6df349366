// Starts scripts/e2e-stack.ts (the whole built stack and any loopback stand-ins it needs) once
// for the end-to-end run and hands its address to the journeys through E2E_* variables.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..', '..');

export default async function globalSetup() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/e2e-stack.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  globalThis.e2eStackProcess = child;
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
    });
    child.once('exit', (code) =>
      reject(new Error(`The e2e stack exited with code ${code} before it was ready.`)),
    );
  });
  const { url, admin, mailSandboxUrl } = await ready;
  process.env.E2E_BASE_URL = url;
  // The mail sandbox's page and its JSON API (GET/DELETE /__mail/messages): every mail sent.
  process.env.E2E_MAIL_SANDBOX_URL = mailSandboxUrl;
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  // Keep reading so the child never blocks on a full pipe.
  lines.on('line', (line) => process.stdout.write(`${line}\n`));
}
