/**
 * `npm run restore -- <file> [--force]`: puts a backup of `npm run backup` back into an empty
 * stack (stop the services first): the database, the signing keys and the uploads, at the
 * places the environment names (as `npm start` reads them).
 *
 * Everything is checked before anything is written: the archive against its manifest's
 * checksums, pg_restore's version, SOCIAL_TOKEN_KEY against the id of the key the backup's
 * platform tokens were encrypted with, and that the database holds no tables and the key files
 * are absent or the same. `--force` replaces a database that holds tables (every schema in it is
 * dropped) and key files that differ.
 */
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  BackupError,
  connect,
  KEY_FILES,
  libpqEnv,
  locations,
  MANIFEST,
  runCommand,
  runTool,
  sha256,
  socialTokenKeyId,
  tar,
  toolMajor,
  UPLOADS,
  type Manifest,
} from './lib/backup.js';
import { loadDotEnv } from './lib/env.js';

async function readManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`The archive has no readable ${MANIFEST}: it is not a Sandglass backup.`);
  }
  if (manifest.format !== 'sandglass-backup' || manifest.version !== 1) {
    throw new BackupError('The archive is not a Sandglass backup of a version this restore reads.');
  }
  for (const entry of manifest.files) {
    const file = join(dir, entry.path);
    if (!existsSync(file) || (await sha256(file)) !== entry.sha256) {
      throw new BackupError(
        `${entry.path} in the archive is missing or damaged; nothing was restored.`,
      );
    }
  }
  return manifest;
}

/** The key files as they are now: absent, the same as the backup's, or different. */
async function keyConflicts(extracted: string, files: Record<string, string>): Promise<string[]> {
  const conflicts: string[] = [];
  for (const [member, target] of Object.entries(files)) {
    if (existsSync(target) && (await sha256(target)) !== (await sha256(join(extracted, member))))
      conflicts.push(target);
  }
  return conflicts;
}

runCommand(async () => {
  loadDotEnv();
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const archive = args.find((arg) => !arg.startsWith('--'));
  if (!archive) throw new BackupError('Usage: npm run restore -- <backup.tar.gz> [--force]');
  if (!existsSync(archive)) throw new BackupError(`There is no file at ${resolve(archive)}.`);
  const started = performance.now();
  const where = locations();

  const extracted = await mkdtemp(join(tmpdir(), 'sandglass-restore-'));
  try {
    try {
      await tar(['-xzf', resolve(archive), '-C', extracted]);
    } catch (error) {
      throw new BackupError(`The archive could not be read: ${(error as Error).message.trim()}`);
    }
    const manifest = await readManifest(extracted);

    const runningKeyId = socialTokenKeyId(where.socialTokenKey);
    if (manifest.socialTokenKeyId && runningKeyId !== manifest.socialTokenKeyId) {
      throw new BackupError(
        runningKeyId
          ? `SOCIAL_TOKEN_KEY is not the key this backup's platform tokens were encrypted with (its id is ${runningKeyId}, the backup's ${manifest.socialTokenKeyId}). Set SOCIAL_TOKEN_KEY to the key of the backed-up stack and run the restore again.`
          : `Set SOCIAL_TOKEN_KEY (or .data/social-token-key) to the key of the backed-up stack (id ${manifest.socialTokenKeyId}) before restoring: without it the stored platform tokens cannot be read.`,
      );
    }
    const restoreMajor = await toolMajor('pg_restore');
    if (restoreMajor < manifest.database.pgDumpMajor) {
      throw new BackupError(
        `The dump was written by pg_dump ${manifest.database.pgDumpMajor}; pg_restore ${restoreMajor} cannot read it. Put pg_restore ${manifest.database.pgDumpMajor} or later on the PATH.`,
      );
    }
    const keyFiles = {
      [KEY_FILES.private]: where.privateKeyFile,
      [KEY_FILES.public]: where.publicKeyFile,
    };
    const conflicts = await keyConflicts(extracted, keyFiles);
    if (conflicts.length > 0 && !force) {
      throw new BackupError(
        `${conflicts.join(' and ')} already hold(s) another signing key. Restore into an empty stack, or run again with --force to replace it (every signed-in session then ends).`,
      );
    }

    const database = await connect(where.databaseUrl);
    try {
      const connection = libpqEnv(database.url);
      const { rows } = await database.client.query<{ name: string; tables: number }>(
        `SELECT n.nspname AS name, count(c.oid)::int AS tables
           FROM pg_namespace n LEFT JOIN pg_class c
             ON c.relnamespace = n.oid AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
          WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
          GROUP BY n.nspname ORDER BY n.nspname`,
      );
      const occupied = rows.filter((row) => row.tables > 0);
      if (occupied.length > 0 && !force) {
        const total = occupied.reduce((sum, row) => sum + row.tables, 0);
        throw new BackupError(
          `The database is not empty: it holds ${total} table(s) in ${occupied.map((row) => row.name).join(', ')}. Restore into an empty database, or run again with --force to drop everything in it first.`,
        );
      }
      for (const row of rows) {
        await database.client.query(`DROP SCHEMA "${row.name.replace(/"/g, '""')}" CASCADE`);
      }
      await database.client.query('CREATE SCHEMA IF NOT EXISTS public');
      await runTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${connection.PGDATABASE}`,
          join(extracted, manifest.database.file),
        ],
        connection,
      );
    } finally {
      await database.close();
    }

    for (const [member, target] of Object.entries(keyFiles)) {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, await readFile(join(extracted, member)));
      if (member === KEY_FILES.private) await chmod(target, 0o600);
    }
    const uploads = manifest.files.filter((file) => file.path.startsWith(`${UPLOADS}/`));
    await mkdir(where.uploadsDir, { recursive: true });
    if (uploads.length > 0)
      await cp(join(extracted, UPLOADS), where.uploadsDir, { recursive: true });

    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} in ${seconds.toFixed(1)} s: the database (${manifest.database.schemas.join(', ')}), the signing keys and ${uploads.length} upload(s). Start the stack.\n`,
    );
  } finally {
    await rm(extracted, { recursive: true, force: true });
  }
});
