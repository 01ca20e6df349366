import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * SOCIAL_TOKEN_KEY for `npm start` and `npm run dev`: the variable when set, otherwise a random
 * 32-byte key generated once into `.data/social-token-key` (kept like the signing keys: losing
 * it makes every connected account's tokens unreadable, and members must reconnect).
 */
export function socialTokenKey(dataDir: string): string {
  if (process.env.SOCIAL_TOKEN_KEY) return process.env.SOCIAL_TOKEN_KEY;
  const file = join(dataDir, 'social-token-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

/** SOCIAL_SANDBOX: the local platform sandbox runs unless it says false (or 0, no, off). */
export function sandboxWanted(): boolean {
  const value = (process.env.SOCIAL_SANDBOX ?? 'true').trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new Error(`SOCIAL_SANDBOX must be true or false, not "${process.env.SOCIAL_SANDBOX}".`);
}

/** SANDBOX_PORT, default 3005. */
export function sandboxPort(fallback: number): number {
  const port = Number(process.env.SANDBOX_PORT ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SANDBOX_PORT must be a port number, not "${process.env.SANDBOX_PORT}".`);
  return port;
}
