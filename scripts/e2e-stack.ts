/**
 * The stack the end-to-end tier runs against, as a process of its own so Jest's global setup
 * (which cannot load TypeScript modules) only has to start it and read one line:
 *
 *   READY {"url": "...", "admin": {"email": "...", "password": "..."}}
 *
 * Everything the journeys need that lives outside the stack (loopback stand-ins for outside
 * services) starts here too. SIGTERM stops the stack and removes its database and Redis keys.
 * The services' logs go to test-results/e2e-stack.log.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startIsolatedStack } from './lib/isolated-stack.js';
import { ROOT } from './lib/paths.js';

mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const log = createWriteStream(join(ROOT, 'test-results', 'e2e-stack.log'));

const stack = await startIsolatedStack(
  'e2e',
  {
    // Journeys sign in many times from one address; the limits have their own tests.
    RATE_LIMIT_API_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '100000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_EMAIL: '100000',
  },
  (name, line) => log.write(`${name} ${line}\n`),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  log.end();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

process.stdout.write(`READY ${JSON.stringify({ url: stack.gatewayUrl, admin: stack.admin })}\n`);
