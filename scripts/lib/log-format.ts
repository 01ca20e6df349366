const LEVEL_COLOURS: Record<string, string> = {
  fatal: '\x1b[41m',
  error: '\x1b[31m',
  warn: '\x1b[33m',
  info: '\x1b[36m',
  debug: '\x1b[90m',
  trace: '\x1b[90m',
};
const RESET = '\x1b[0m';
const SKIP = new Set(['level', 'time', 'service', 'msg', 'context']);

/**
 * Turns a JSON log line into one readable line for a terminal; anything that is not JSON is
 * printed as it is. LOG_FORMAT=json keeps the raw lines (for log shippers).
 */
export function formatLogLine(process: string, line: string, colour = true): string {
  const name = process.padEnd(13);
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return `${name} ${line}`;
  }
  const level = String(entry.level ?? 'info');
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const extras = Object.entries(entry)
    .filter(([key]) => !SKIP.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const tag = colour ? `${LEVEL_COLOURS[level] ?? ''}${level.padEnd(5)}${RESET}` : level.padEnd(5);
  return `${time} ${name} ${tag} ${String(entry.msg ?? '')}${extras ? `  ${extras}` : ''}`;
}
