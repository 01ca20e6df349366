/**
 * The platform sandbox: one loopback HTTP server speaking the wire formats of X (/x),
 * LinkedIn (/linkedin), Facebook (/facebook/v23.0) and Instagram (/instagram), so the social
 * service can connect accounts and publish without platform apps. `npm start` and `npm run dev`
 * run it and point every platform without credentials at it (SOCIAL_SANDBOX_URL);
 * SOCIAL_SANDBOX=false turns that off. It keeps everything in memory.
 *
 *   node tools/platform-sandbox/dist/main.js   (npm start -w tools/platform-sandbox)
 *   SANDBOX_PORT   port to listen on (default 3005), always on 127.0.0.1
 *   SANDBOX_PUBLIC_URL  the address browsers use, if not http://127.0.0.1:<port>
 *
 * Open http://127.0.0.1:3005/ to see what was published. Tests and benches start it in-process
 * with startPlatformSandbox() and drive it through /__sandbox/* (SandboxControl): reset,
 * posts (with counts per text), latency, faults.
 */
import { startPlatformSandbox } from './sandbox-server.js';

async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 3005);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write('SANDBOX_PORT must be a port number between 0 and 65535.\n');
    process.exit(1);
  }
  const sandbox = await startPlatformSandbox({
    port,
    host: '127.0.0.1',
    publicUrl: process.env.SANDBOX_PUBLIC_URL || undefined,
  });
  process.stdout.write(`Platform sandbox listening on ${sandbox.url}\n`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// Kept free of the Nest libraries so it starts in a moment and stays small.
main().catch((error: unknown) => {
  process.stderr.write(
    `The platform sandbox could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
