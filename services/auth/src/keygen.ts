import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateSigningKeys } from './signing-key.js';

/**
 * `node dist/keygen.js DIR` writes DIR/jwt-private.pem and DIR/jwt-public.pem unless they
 * already exist, so it is safe to run on every start (docker compose runs it once per volume).
 */
const dir = process.argv[2] ?? '.data/keys';
const privatePath = join(dir, 'jwt-private.pem');
const publicPath = join(dir, 'jwt-public.pem');
if (existsSync(privatePath) && existsSync(publicPath)) {
  process.stdout.write(`Signing keys already exist in ${dir}\n`);
} else {
  const keys = generateSigningKeys();
  await mkdir(dir, { recursive: true });
  await writeFile(privatePath, keys.privateKey, { mode: 0o600 });
  await writeFile(publicPath, keys.publicKey, { mode: 0o644 });
  process.stdout.write(`Wrote new signing keys to ${dir}\n`);
}
