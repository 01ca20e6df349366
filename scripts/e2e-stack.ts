/**
 * The stack the end-to-end tier runs against, as a process of its own so Jest's global setup
 * (which cannot load TypeScript modules) only has to start it and read one line:
 *
 *   READY {"url": "...", "admin": {"email": "...", "password": "..."}}
 *
 * Everything the journeys need that lives outside the stack (loopback stand-ins for outside
 * services) starts here too; the stack's own mail sandbox catches every mail (no SMTP_URL). SIGTERM stops the stack and removes its database and Redis keys.
 * The services' logs go to test-results/e2e-stack.log.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FAKE_API_KEY, FAKE_MODELS, startFakeLlm } from '../services/ai/test/fake-llm.js';
import { startIsolatedStack } from './lib/isolated-stack.js';
import { ROOT } from './lib/paths.js';

mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const log = createWriteStream(join(ROOT, 'test-results', 'e2e-stack.log'));

// The LLM gateway's stand-in: OpenRouter's wire format on loopback.
const llm = await startFakeLlm();

const stack = await startIsolatedStack(
  'e2e',
  {
    AI_BASE_URL: llm.url,
    AI_API_KEY: FAKE_API_KEY,
    AI_DEFAULT_MODEL: FAKE_MODELS.small,
    // Journeys sign in many times from one address; the limits have their own tests.
    RATE_LIMIT_API_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_LOGIN_PER_EMAIL: '100000',
    RATE_LIMIT_REGISTER_PER_IP: '100000',
    RATE_LIMIT_REGISTER_PER_EMAIL: '100000',
    RATE_LIMIT_ACCOUNT_MAIL_PER_IP: '100000',
  },
  (name, line) => log.write(`${name} ${line}\n`),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  await llm.close();
  log.end();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

process.stdout.write(
  `READY ${JSON.stringify({ url: stack.gatewayUrl, admin: stack.admin, mailSandboxUrl: stack.mailSandboxUrl })}\n`,
);
