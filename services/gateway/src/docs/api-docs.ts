import type { OpenAPIObject } from '@nestjs/swagger';
import type { Logger } from 'pino';
import type { ServiceName } from '../routes.js';
import { fetchJson } from '../upstream.js';

const CACHE_MS = 30_000;
const FETCH_TIMEOUT_MS = 2000;

/**
 * One OpenAPI document for the whole API: the gateway's own plus every service's, fetched
 * from each service's /openapi.json and cached briefly. A service that is down is left out
 * and named in the description until it answers again.
 */
export class ApiDocs {
  private cached?: { at: number; document: OpenAPIObject };

  constructor(
    private readonly base: OpenAPIObject,
    private readonly urls: Record<ServiceName, string>,
    private readonly logger: Logger,
  ) {}

  async document(): Promise<OpenAPIObject> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.document;
    const results = await Promise.all(
      (Object.keys(this.urls) as ServiceName[]).map(async (name) => {
        try {
          const { status, body } = await fetchJson(
            `${this.urls[name]}/openapi.json`,
            FETCH_TIMEOUT_MS,
          );
          return status === 200 ? { name, document: body as OpenAPIObject } : { name };
        } catch {
          return { name };
        }
      }),
    );
    const missing = results.filter((result) => !result.document).map((result) => result.name);
    const document = merge(
      this.base,
      results.flatMap((result) => (result.document ? [result.document] : [])),
      missing,
      this.logger,
    );
    // Only a complete document is cached, so a recovered service shows up on the next request.
    if (missing.length === 0) this.cached = { at: Date.now(), document };
    return document;
  }
}

export function merge(
  base: OpenAPIObject,
  parts: OpenAPIObject[],
  missing: string[],
  logger?: Logger,
): OpenAPIObject {
  const paths = { ...base.paths };
  const schemas = { ...(base.components?.schemas ?? {}) };
  const tags = [...(base.tags ?? [])];
  for (const part of parts) {
    Object.assign(paths, part.paths);
    for (const [name, schema] of Object.entries(part.components?.schemas ?? {})) {
      if (schemas[name] && JSON.stringify(schemas[name]) !== JSON.stringify(schema)) {
        logger?.warn(
          { schema: name },
          'two services define different schemas with one name; keeping the first',
        );
        continue;
      }
      schemas[name] = schema;
    }
    for (const tag of part.tags ?? [])
      if (!tags.some((known) => known.name === tag.name)) tags.push(tag);
  }
  const note = missing.length
    ? `\n\nNot available right now (so not listed): ${missing.join(', ')}.`
    : '';
  return {
    ...base,
    info: { ...base.info, description: `${base.info.description ?? ''}${note}` },
    tags,
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { ...base.components, schemas },
  };
}
