/**
 * Checks that every job a queue declares has exactly one handler, and maps the names to them;
 * throws a sentence otherwise, so a worker refuses to start rather than fail jobs later.
 */
export function handlerMap<Handler extends { readonly name: string }>(
  names: readonly string[],
  handlers: Handler[],
): Map<string, Handler> {
  const map = new Map<string, Handler>();
  for (const handler of handlers) {
    if (map.has(handler.name))
      throw new Error(`Two handlers are registered for the "${handler.name}" job.`);
    map.set(handler.name, handler);
  }
  const missing = names.filter((name) => !map.has(name));
  if (missing.length > 0) {
    throw new Error(
      `The worker cannot start: no handler for the ${missing.map((n) => `"${n}"`).join(', ')} job(s).`,
    );
  }
  return map;
}
