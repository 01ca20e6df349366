import { once } from 'node:events';

export default async function globalTeardown() {
  const child = globalThis.e2eStackProcess;
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
