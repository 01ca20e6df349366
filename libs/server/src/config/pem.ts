import { readFileSync } from 'node:fs';
import { ConfigError } from './load-config.js';

/**
 * Reads a PEM key given either inline (`NAME`, with `\n` escapes allowed so it fits one
 * `.env` line) or as a file (`NAME_FILE`). Exactly one of the two must be set.
 */
export function readPem(
  name: string,
  inline: string | undefined,
  file: string | undefined,
): string {
  if (inline && file) throw new ConfigError(`Set ${name} or ${name}_FILE, not both.`);
  if (inline) return inline.replace(/\\n/g, '\n');
  if (file) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      throw new ConfigError(`${name}_FILE points to ${file}, which cannot be read.`);
    }
  }
  throw new ConfigError(`${name} or ${name}_FILE must be set (a PEM-encoded key).`);
}
