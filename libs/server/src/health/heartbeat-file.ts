import { rename, stat, writeFile } from 'node:fs/promises';

/** How often a process without an HTTP server writes its heartbeat while it is well. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/**
 * A heartbeat older than this means the process is stuck or has lost what it needs (six missed
 * beats: a loaded machine delays a beat, it does not skip six).
 */
export const HEARTBEAT_MAX_AGE_MS = 30_000;

/** Writes `content` to `file` in one step, so a reader never sees half of it. */
export async function writeHeartbeat(file: string, content: string): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, content);
  await rename(partial, file);
}

/** What the health check concludes from the heartbeat file, as a sentence for `docker inspect`. */
export interface HeartbeatVerdict {
  alive: boolean;
  sentence: string;
}

/** Alive when `file` was written within `maxAgeMs` of `now`. */
export async function checkHeartbeat(
  file: string,
  now = Date.now(),
  maxAgeMs = HEARTBEAT_MAX_AGE_MS,
): Promise<HeartbeatVerdict> {
  let written: number;
  try {
    written = (await stat(file)).mtimeMs;
  } catch {
    return {
      alive: false,
      sentence: `No heartbeat at ${file}: the process is starting, or cannot reach its database, Redis or queue (see its log).`,
    };
  }
  const age = Math.max(0, Math.round((now - written) / 1000));
  if (now - written > maxAgeMs) {
    return {
      alive: false,
      sentence: `The last heartbeat at ${file} is ${age} s old (more than ${maxAgeMs / 1000} s): the process is stuck, or cannot reach its database, Redis or queue (see its log).`,
    };
  }
  return { alive: true, sentence: `Alive: the heartbeat at ${file} is ${age} s old.` };
}
