import { errorStatus, isErrorBody, isErrorCode } from '@sandglass/shared';

/**
 * Walks every operation of an OpenAPI document with requests no client should send (malformed
 * bodies, wrong types, huge and deeply nested values, NUL bytes, bad ids) and reports every
 * answer that shows a fault: a 5xx, or an error body carrying a stack trace, SQL or a file path.
 * It reads the operations from the document, so an endpoint added anywhere is covered as soon
 * as its service documents it.
 */

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation | undefined>>;
  components?: { schemas?: Record<string, Schema> };
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

export interface FuzzRequest {
  method: string;
  /** Path and query, ready to send. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** What this request tries, for the report. */
  label: string;
}

export interface Finding {
  request: string;
  status: number;
  problem: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** At most this many requests per operation and identity keeps a run short as the API grows. */
export const MAX_REQUESTS_PER_OPERATION = 14;

const BAD_IDS = [
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  encodeURIComponent('\u0000'),
  'a'.repeat(600),
  '%E0%A4%A',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('../../etc/passwd'),
];

const BAD_QUERY_VALUES_EACH = [encodeURIComponent('a\u0000b'), '1e308', '1e18'];
const BAD_QUERY_VALUES_ALL = ['-1', 'a'.repeat(3000), encodeURIComponent('{"$gt":""}')];

const HUGE_TEXT = 'x'.repeat(60_000);

const LEAKS: [RegExp, string][] = [
  // A V8 frame: `at fn (file:line:col)`, `at fn (native)` or a bare `at file:line:col`.
  [
    /\bat (?:async )?[\w.<>$]+ \((?:[^()]*:\d+:\d+|native|<anonymous>|index \d+)\)|\n\s+at \S+:\d+:\d+/,
    'a stack trace',
  ],
  [/\.(?:[cm]?js|ts):\d+/, 'a source file and line'],
  [
    /(?:^|[\s"'(])\/(?:home|root|usr|srv|opt|var|tmp|work|app)\/|node_modules|[A-Z]:\\\\/,
    'a file path',
  ],
  [
    /QueryFailedError|syntax error at or near|violates (?:unique|foreign key|not-null|check)|duplicate key value|relation "[^"]+" does not exist|\b(?:select|insert into|update|delete from)\b[^.]{0,60}\b(?:from|where|set|values)\b/i,
    'SQL',
  ],
];

function resolve(doc: OpenApiDocument, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(doc, doc.components?.schemas?.[name], depth + 1);
  }
  const composed = schema.allOf ?? schema.oneOf ?? schema.anyOf;
  if (composed) {
    const parts = composed.map((part) => resolve(doc, part, depth + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    };
  }
  return schema;
}

/** Every property set to `value(propertySchema)`. */
function bodyWith(doc: OpenApiDocument, schema: Schema, value: (property: Schema) => unknown) {
  const properties = resolve(doc, schema).properties ?? { value: {} };
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, value(resolve(doc, property))]),
  );
}

/** A value of the wrong type for `schema`. */
function wrongType(schema: Schema): unknown {
  switch (schema.type) {
    case 'string':
      return { $ne: null };
    case 'number':
    case 'integer':
      return '12abc';
    case 'boolean':
      return 'maybe';
    case 'array':
      return 'not-a-list';
    case 'object':
    case undefined:
    default:
      return [[[1]]];
  }
}

/** A value of the right type but absurd size or content. */
function extreme(schema: Schema, kind: 'huge' | 'nul'): unknown {
  switch (schema.type) {
    case 'number':
    case 'integer':
      return kind === 'huge' ? 1e308 : -Number.MAX_VALUE;
    case 'boolean':
      return true;
    case 'array':
      return kind === 'huge'
        ? Array.from({ length: 5000 }, () => 'x')
        : ['\u0000', { '\u0000': '\u0000' }];
    case 'object':
      return kind === 'huge' ? { nested: HUGE_TEXT } : { '\u0000': '\u0000' };
    case 'string':
    case undefined:
    default:
      return kind === 'huge' ? HUGE_TEXT : `a\u0000b`;
  }
}

function deeplyNested(levels: number): string {
  return `{"value":${'['.repeat(levels)}${']'.repeat(levels)}}`;
}

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer }) {
  const boundary = '----sandglassfuzz7d1a';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/** The requests to try on one operation (capped at MAX_REQUESTS_PER_OPERATION). */
export function requestsFor(
  doc: OpenApiDocument,
  method: string,
  template: string,
  operation: OpenApiOperation,
): FuzzRequest[] {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const pathWith = (value: string) => template.replace(/\{[^}]+\}/g, value);
  const basePath = pathWith('00000000-0000-4000-8000-000000000000');
  const M = method.toUpperCase();
  const out: FuzzRequest[] = [];
  const json = (label: string, body: string | Buffer, path = basePath) =>
    out.push({
      method: M,
      url: path,
      headers: { 'content-type': 'application/json' },
      body,
      label,
    });

  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;

  if (jsonSchema) {
    json('malformed JSON', '{"a": ');
    json('a JSON array body', '[]');
    json('a JSON null body', 'null');
    json('wrong types in every field', JSON.stringify(bodyWith(doc, jsonSchema, wrongType)));
    json(
      'NUL bytes in every field',
      JSON.stringify(bodyWith(doc, jsonSchema, (p) => extreme(p, 'nul'))),
    );
    json(
      'huge values in every field',
      JSON.stringify(bodyWith(doc, jsonSchema, (p) => extreme(p, 'huge'))),
    );
    json('a body nested 3,000 levels deep', deeplyNested(3000));
    json('a 2 MB body', JSON.stringify({ value: 'x'.repeat(2 * 1024 * 1024) }));
  } else if (formSchema) {
    const garbage = multipart(
      { alt: 'a\u0000b' },
      { name: 'x\u0000.png', data: Buffer.from('not an image') },
    );
    out.push({
      method: M,
      url: basePath,
      headers: { 'content-type': garbage.type },
      body: garbage.body,
      label: 'a multipart body with a file that is not an image',
    });
    json('JSON where a file is expected', JSON.stringify({ file: 'x' }));
  } else if (M !== 'GET' && M !== 'DELETE') {
    json('an unexpected JSON body', JSON.stringify({ unexpected: '\u0000'.repeat(3) }));
  }

  for (const id of pathParameters.length > 0 ? BAD_IDS : []) {
    const body = jsonSchema ? JSON.stringify(bodyWith(doc, jsonSchema, wrongType)) : undefined;
    out.push({
      method: M,
      url: pathWith(id),
      headers: body ? { 'content-type': 'application/json' } : {},
      body,
      label: `the id ${JSON.stringify(decodeURIComponentSafe(id).slice(0, 40))}`,
    });
  }

  // One parameter at a time first (another's refusal would hide its fault), then all at once.
  for (const value of BAD_QUERY_VALUES_EACH) {
    for (const parameter of queryParameters) {
      out.push({
        method: M,
        url: `${basePath}?${parameter.name}=${value}`,
        headers: {},
        label: `${parameter.name}=${JSON.stringify(decodeURIComponentSafe(value))}`,
      });
    }
  }
  if (queryParameters.length > 0) {
    for (const value of BAD_QUERY_VALUES_ALL) {
      const query = queryParameters.map((parameter) => `${parameter.name}=${value}`).join('&');
      out.push({
        method: M,
        url: `${basePath}?${query}`,
        headers: {},
        label: `every query value ${JSON.stringify(decodeURIComponentSafe(value).slice(0, 20))}`,
      });
    }
    const repeated = queryParameters.map((p) => `${p.name}=1&${p.name}=2`).join('&');
    out.push({
      method: M,
      url: `${basePath}?${repeated}`,
      headers: {},
      label: 'every query value given twice',
    });
  }
  return out.slice(0, MAX_REQUESTS_PER_OPERATION);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every operation in the document: [method, path template, operation]. */
export function operationsOf(doc: OpenApiDocument): [string, string, OpenApiOperation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map(
      (method) => [method, path, item[method]!] as [string, string, OpenApiOperation],
    ),
  );
}

/** What is wrong with one answer, if anything. */
export function problemWith(status: number, body: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  if (status < 400) return undefined;
  for (const [pattern, what] of LEAKS) {
    const match = pattern.exec(body);
    if (match) return `error body shows ${what} (${JSON.stringify(match[0].slice(0, 80))})`;
  }
  return uncataloguedCode(status, body);
}

/**
 * A code that is not in the catalogue (ERROR_CODES), or that came with another status than its
 * own: clients branch on codes, so each must mean one thing. BAD_REQUEST also stands for the
 * 4xx statuses the framework raises without a more specific code.
 */
function uncataloguedCode(status: number, body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!isErrorBody(parsed)) return undefined;
  if (!isErrorCode(parsed.code))
    return `error code ${JSON.stringify(parsed.code)} is not catalogued`;
  if (parsed.code !== 'BAD_REQUEST' && errorStatus(parsed.code) !== status) {
    return `error code ${parsed.code} came with ${status}, not its ${errorStatus(parsed.code)}`;
  }
  return undefined;
}

/** Sends `requests` to `baseUrl`, `concurrency` at a time, and returns what went wrong. */
export async function fuzz(
  baseUrl: string,
  requests: FuzzRequest[],
  authorization: string | undefined,
  concurrency = 6,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
      if (authorization) headers.authorization = authorization;
      const name = `${request.method} ${request.url.slice(0, 120)} (${request.label})`;
      try {
        const response = await fetch(`${baseUrl}${request.url}`, {
          method: request.method,
          headers,
          body: request.body as BodyInit | undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(20_000),
        });
        const text = await response.text();
        const problem = problemWith(response.status, text);
        if (problem) findings.push({ request: name, status: response.status, problem });
      } catch (error) {
        // The gateway may close the connection on a body it refuses (413) before reading it.
        if (request.body && (request.body as { length: number }).length > 1024 * 1024) continue;
        findings.push({
          request: name,
          status: 0,
          problem: `no answer: ${(error as Error).message}`,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return findings;
}
