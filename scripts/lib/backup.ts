import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  parseTokenKey,
  tokenKeyId,
} from '../../services/social/src/connected-accounts/token-cipher.js';
import { DATA_DIR } from './paths.js';
import { resolveDatabase } from './postgres.js';

const run = promisify(execFile);

/** What a backup archive (tar.gz) holds at its top: this file, then what it lists. */
export const MANIFEST = 'manifest.json';
export const DUMP_FILE = 'database.dump';
export const KEY_FILES = { private: 'keys/jwt-private.pem', public: 'keys/jwt-public.pem' };
export const UPLOADS = 'uploads';

export interface Manifest {
  format: 'sandglass-backup';
  version: 1;
  createdAt: string;
  database: {
    file: typeof DUMP_FILE;
    /** pg_dump's custom format, restored with pg_restore of this major version or later. */
    pgDumpMajor: number;
    serverVersion: string;
    schemas: string[];
  };
  /** Every file in the archive but this one, with its SHA-256, checked before a restore. */
  files: Array<{ path: string; bytes: number; sha256: string }>;
  /**
   * The id of the key that encrypts the stored platform tokens (the first characters of a
   * hash, as written in front of each stored token), never the key itself; null when none.
   */
  socialTokenKeyId: string | null;
}

/** Where the stack keeps what a backup holds, read from the environment as npm start does. */
export interface Locations {
  databaseUrl: string | undefined;
  privateKeyFile: string;
  publicKeyFile: string;
  uploadsDir: string;
  socialTokenKey: string | undefined;
}

export function locations(env: NodeJS.ProcessEnv = process.env): Locations {
  const keysDir = env.JWT_KEYS_DIR ?? join(DATA_DIR, 'keys');
  const tokenKeyFile = join(DATA_DIR, 'social-token-key');
  return {
    databaseUrl: env.DATABASE_URL,
    privateKeyFile: env.JWT_PRIVATE_KEY_FILE ?? join(keysDir, 'jwt-private.pem'),
    publicKeyFile: env.JWT_PUBLIC_KEY_FILE ?? join(keysDir, 'jwt-public.pem'),
    uploadsDir: env.UPLOADS_DIR ?? join(DATA_DIR, 'uploads'),
    socialTokenKey:
      env.SOCIAL_TOKEN_KEY ??
      (existsSync(tokenKeyFile) ? readFileSync(tokenKeyFile, 'utf8').trim() : undefined),
  };
}

/** The id of SOCIAL_TOKEN_KEY as the social service writes it in front of each token. */
export function socialTokenKeyId(value: string | undefined): string | null {
  if (!value) return null;
  const key = parseTokenKey(value);
  if (!key) throw new BackupError('SOCIAL_TOKEN_KEY is not 32 bytes as 64 hex digits or base64.');
  return tokenKeyId(key);
}

/** A refusal or failure told as a sentence; the commands print it and exit 1. */
export class BackupError extends Error {}

export interface Connection {
  url: string;
  client: pg.Client;
  close(): Promise<void>;
}

/**
 * DATABASE_URL, or else the embedded PostgreSQL of `npm start`: the running one if it answers,
 * otherwise started (and initialised, for a restore on a new machine) for the command's length.
 */
export async function connect(databaseUrl: string | undefined): Promise<Connection> {
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
  const url = databaseUrl ?? `postgres://sandglass:sandglass@127.0.0.1:${port}/sandglass`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return { url, client, close: () => client.end() };
  } catch (error) {
    await client.end().catch(() => undefined);
    if (databaseUrl) {
      throw new BackupError(
        `Cannot reach PostgreSQL at DATABASE_URL: ${(error as Error).message}.`,
      );
    }
  }
  const embedded = await resolveDatabase(DATA_DIR);
  const started = new pg.Client({ connectionString: embedded.url });
  await started.connect();
  return {
    url: embedded.url,
    client: started,
    close: async () => {
      await started.end();
      await embedded.stop();
    },
  };
}

export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
  return Math.floor(Number(rows[0]!.v) / 10000);
}

/** The major version of a PostgreSQL client program on the PATH (pg_dump, pg_restore). */
export async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  let output: string;
  try {
    output = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new BackupError(
      `${tool} was not found on the PATH. Install the PostgreSQL client programs (Debian and Ubuntu: apt-get install postgresql-client).`,
    );
  }
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  if (!match) throw new BackupError(`Cannot read the version of ${tool}: "${output.trim()}".`);
  return Number(match[1]);
}

/**
 * The connection as libpq variables, so the password never shows in the process list.
 * (pg_dump and pg_restore read PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, PGSSLMODE.)
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname.replace(/^\[(.*)\]$/, '$1')) || '127.0.0.1',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The system's tar (GNU or BSD), which every machine that runs the stack has. */
export async function tar(args: string[]): Promise<void> {
  await run('tar', args);
}

export async function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(tool, args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new BackupError(`${tool} failed: ${stderr || (error as Error).message}`);
  }
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Runs a command's body: a BackupError prints its sentence and exits 1 without a stack. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(
      error instanceof BackupError
        ? `${error.message}\n`
        : `Failed: ${(error as Error).stack ?? String(error)}\n`,
    );
    process.exit(1);
  });
}
