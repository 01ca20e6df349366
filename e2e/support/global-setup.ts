import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startIsolatedStack, type IsolatedStack } from '../../scripts/lib/isolated-stack.js';

declare global {
  var e2eStack: IsolatedStack | undefined;
}

/**
 * Starts the built stack once for the whole end-to-end run. Its logs go to
 * test-results/e2e-stack.log; the tests find it through E2E_* variables.
 */
export default async function globalSetup(): Promise<void> {
  const root = join(import.meta.dirname, '..', '..');
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const log = createWriteStream(join(root, 'test-results', 'e2e-stack.log'));
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
  globalThis.e2eStack = stack;
  process.env.E2E_BASE_URL = stack.gatewayUrl;
  process.env.E2E_ADMIN_EMAIL = stack.admin.email;
  process.env.E2E_ADMIN_PASSWORD = stack.admin.password;
}
