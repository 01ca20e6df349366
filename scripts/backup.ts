/**
 * `npm run backup [-- <file>]`: one archive (tar.gz) with everything a stack cannot rebuild:
 *
 *   manifest.json        what is inside, with checksums, versions and the token key's id
 *   database.dump        pg_dump of the whole database (every schema), custom format: one
 *                        consistent snapshot even while the services write
 *   keys/jwt-*.pem       the access-token signing key pair (JWT_KEYS_DIR or JWT_*_KEY_FILE)
 *   uploads/             the uploaded images (UPLOADS_DIR)
 *
 * SOCIAL_TOKEN_KEY is left out on purpose: an archive holding it would also decrypt every
 * connected account's platform tokens it holds. The manifest names the key by its id instead,
 * and `npm run restore` refuses to restore under another key. Keep the key apart (a password
 * manager). The archive still holds the private signing key and the database: keep it secret.
 *
 * The database is DATABASE_URL, or the embedded one of `npm start` (running or not). The file
 * defaults to .data/backups/sandglass-<UTC time>.tar.gz.
 */
import { existsSync } from 'node:fs';
import {
  chmod,
  copyFile,
  mkdir,
  mkdtemp,
  readdir,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import {
  BackupError,
  connect,
  DUMP_FILE,
  KEY_FILES,
  libpqEnv,
  locations,
  MANIFEST,
  runCommand,
  runTool,
  serverMajor,
  sha256,
  socialTokenKeyId,
  tar,
  toolMajor,
  UPLOADS,
  type Manifest,
} from './lib/backup.js';
import { loadDotEnv } from './lib/env.js';
import { DATA_DIR } from './lib/paths.js';

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

runCommand(async () => {
  loadDotEnv();
  const started = performance.now();
  const where = locations();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = resolve(process.argv[2] ?? join(DATA_DIR, 'backups', `sandglass-${stamp}.tar.gz`));
  for (const file of [where.privateKeyFile, where.publicKeyFile]) {
    if (!existsSync(file)) throw new BackupError(`The signing key ${file} does not exist.`);
  }
  const keyId = socialTokenKeyId(where.socialTokenKey);

  const staging = await mkdtemp(join(tmpdir(), 'sandglass-backup-'));
  const database = await connect(where.databaseUrl);
  try {
    const [server, dumpMajor] = [await serverMajor(database.client), await toolMajor('pg_dump')];
    if (dumpMajor < server) {
      throw new BackupError(
        `pg_dump ${dumpMajor} cannot dump PostgreSQL ${server}: put pg_dump ${server} or later on the PATH (postgresql-client-${server}), or run pg_dump inside the database's container (see the operating guide).`,
      );
    }
    const { rows: version } = await database.client.query<{ v: string }>('SHOW server_version');
    const { rows: schemas } = await database.client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace
        WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' ORDER BY 1`,
    );
    await runTool(
      'pg_dump',
      ['--format=custom', `--file=${join(staging, DUMP_FILE)}`],
      libpqEnv(database.url),
    );

    await mkdir(join(staging, 'keys'));
    await copyFile(where.privateKeyFile, join(staging, KEY_FILES.private));
    await copyFile(where.publicKeyFile, join(staging, KEY_FILES.public));
    const uploads = await filesUnder(where.uploadsDir);
    if (uploads.length > 0) await symlink(where.uploadsDir, join(staging, UPLOADS), 'dir');

    const listed = [DUMP_FILE, KEY_FILES.private, KEY_FILES.public]
      .map((path) => ({ path, file: join(staging, path) }))
      .concat(
        uploads.map((file) => ({
          path: `${UPLOADS}/${relative(where.uploadsDir, file)}`,
          file,
        })),
      );
    const manifest: Manifest = {
      format: 'sandglass-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: {
        file: DUMP_FILE,
        pgDumpMajor: dumpMajor,
        serverVersion: version[0]!.v,
        schemas: schemas.map((row) => row.name),
      },
      files: await Promise.all(
        listed.map(async ({ path, file }) => ({
          path,
          bytes: (await stat(file)).size,
          sha256: await sha256(file),
        })),
      ),
      socialTokenKeyId: keyId,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(dirname(target), { recursive: true });
    // -h follows the uploads link, so the archive holds the images themselves.
    const members = [MANIFEST, DUMP_FILE, 'keys', ...(uploads.length > 0 ? [UPLOADS] : [])];
    await tar(['-czhf', target, '-C', staging, ...members]);
    await chmod(target, 0o600);
    const { size } = await stat(target);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `Backup written to ${target} (${(size / 1024 / 1024).toFixed(2)} MB in ${seconds.toFixed(1)} s): the database (${manifest.database.schemas.join(', ')}), the signing keys and ${uploads.length} upload(s).\n` +
        (keyId
          ? `SOCIAL_TOKEN_KEY is not in it (its id is ${keyId}): keep the key itself apart; a restore needs it.\n`
          : ''),
    );
  } finally {
    await database.close();
    await rm(staging, { recursive: true, force: true });
  }
});
