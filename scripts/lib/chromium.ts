import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The end-to-end tier drives Debian's Chromium. When it is missing and we are root, install it
 * with apt-get; otherwise say how to get it.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (userInfo().uid !== 0 || spawnSync('apt-get', ['--version']).error) {
    throw new Error(
      `Chromium is needed for the end-to-end tests and was not found at ${CHROMIUM_PATH}.\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  process.stdout.write(
    'Installing Chromium for the end-to-end tests (apt-get install chromium)…\n',
  );
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
