/**
 * The local mail sandbox, for `npm start` without SMTP_URL: an SMTP server that catches every
 * message and a page that shows them. Never part of docker compose. It keeps mail in memory.
 *
 *   node tools/mail-sandbox/dist/main.js
 *   MAIL_SANDBOX_PORT       the page's port (default 3006), always on 127.0.0.1
 *   MAIL_SANDBOX_SMTP_PORT  the SMTP port (default 2525), always on 127.0.0.1
 */
import { startMailSandbox } from './mail-sandbox.js';

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    process.stderr.write(`${name} must be a port number between 0 and 65535.\n`);
    process.exit(1);
  }
  return value;
}

async function main(): Promise<void> {
  const sandbox = await startMailSandbox({
    host: '127.0.0.1',
    httpPort: port('MAIL_SANDBOX_PORT', 3006),
    smtpPort: port('MAIL_SANDBOX_SMTP_PORT', 2525),
  });
  process.stdout.write(`Mail sandbox: SMTP on ${sandbox.smtpUrl}, mail shown at ${sandbox.url}\n`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The mail sandbox could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
