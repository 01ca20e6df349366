import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.js';

/** Reads ./.env into process.env (variables already set win), as `npm start` documents. */
export function loadDotEnv(): void {
  const file = join(ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}
