/**
 * How deeply a JSON body may nest objects and arrays. Every DTO is a few levels deep; a body
 * nested thousands of levels deep is only ever an attack on whatever walks it recursively
 * (validation overflowed its stack and answered 500).
 */
export const JSON_MAX_DEPTH = 32;

export class JsonTooDeepError extends Error {
  readonly type = 'entity.too.deep';
  readonly status = 400;
  constructor() {
    super(`JSON nested more than ${JSON_MAX_DEPTH} levels deep`);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]);
const CLOSERS = new Set([0x7d, 0x5d]);

/** The deepest nesting of objects and arrays in raw JSON text, stopping once past `max`. */
export function jsonDepthExceeds(body: Buffer, max = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i += 1) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(byte)) depth -= 1;
  }
  return false;
}

/** body-parser's `verify` hook: runs on the raw bytes before JSON.parse. */
export function verifyJsonDepth(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonDepthExceeds(body)) throw new JsonTooDeepError();
}
