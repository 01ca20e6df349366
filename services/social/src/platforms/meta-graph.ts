import { createHmac } from 'node:crypto';
import { PlatformAdapterBase } from './platform-adapter-base.js';
import { PlatformError } from './platform.js';
import { PlatformHttp, retryAfter, type AdapterOptions, type CallRole } from './platform-http.js';

/** Used when a Meta rate-limit answer says nothing of when access comes back. */
const DEFAULT_RATE_LIMIT_MS = 10 * 60_000;

/** Meta's throttling codes: app (4), user (17), Page (32, 80001), account (341), call (613). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 341, 613, 80001]);
/** "An unknown error occurred" and "Service temporarily unavailable": Meta did not act. */
const TRANSIENT_CODES = new Set([1, 2]);
/** The access token is invalid or expired. */
const TOKEN_CODES = new Set([102, 190]);

/** Meta's error body: `{error: {message, type, code, error_subcode, fbtrace_id}}`. */
export interface MetaError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
  error_message?: string;
  fbtrace_id?: string;
}

/** Meta's error from a body, in either the Graph shape or Instagram's OAuth shape. */
export function metaError(body: unknown): MetaError | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const nested = (body as { error?: unknown }).error;
  if (nested && typeof nested === 'object') return nested as MetaError;
  const flat = body as { error_message?: unknown; code?: unknown; error_type?: unknown };
  if (typeof flat.error_message === 'string') {
    return {
      message: flat.error_message,
      code: typeof flat.code === 'number' ? flat.code : undefined,
      type: typeof flat.error_type === 'string' ? flat.error_type : undefined,
    };
  }
  return undefined;
}

/** The reason to quote: the message for people when Meta gives one, else its message. */
export function metaReason(body: unknown): string | undefined {
  const error = metaError(body);
  return error?.error_user_msg || error?.message || error?.error_message || undefined;
}

/** Calls to a Graph API (Facebook's or Instagram's) with Meta's error rules. */
export class MetaGraph {
  constructor(readonly http: PlatformHttp) {}

  /**
   * One call under `apiUrl`; parameters go in the query for GET and as a form otherwise, the
   * token in the Authorization header (never in a URL that might be logged). With `appSecret`
   * the call carries appsecret_proof, which apps set to "Require App Secret" insist on.
   */
  async call(
    apiUrl: string,
    token: string,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    role: CallRole,
    parameters: Record<string, string> = {},
    appSecret?: string,
  ): Promise<unknown> {
    const values = new URLSearchParams(parameters);
    if (appSecret) {
      values.set('appsecret_proof', createHmac('sha256', appSecret).update(token).digest('hex'));
    }
    const url = new URL(`${apiUrl}${path}`);
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
    if (method === 'GET') {
      for (const [key, value] of values) url.searchParams.set(key, value);
    } else {
      init.body = values;
    }
    const response = await this.http.send(url, init, role);
    const json = await this.http.json(response);
    if (response.ok && !metaError(json)) return json;
    throw this.failure(response, json, role);
  }

  /** The PlatformError for a Graph answer that is not a success. */
  failure(response: Response, json: unknown, role: CallRole): PlatformError {
    const status = response.status;
    const error = metaError(json);
    const code = error?.code;
    const details = { status, platformCode: code === undefined ? undefined : String(code) };
    if ((code !== undefined && RATE_LIMIT_CODES.has(code)) || status === 429) {
      return this.http.rateLimited(regainAccess(response.headers), details);
    }
    if (code !== undefined && TRANSIENT_CODES.has(code)) {
      return new PlatformError(
        'transient',
        `${this.http.name} had a temporary problem and did not act (${sentence(metaReason(json))}); nothing was posted.`,
        details,
      );
    }
    if ((code !== undefined && TOKEN_CODES.has(code)) || status === 401) {
      return this.http.unauthorized(details);
    }
    if (status >= 500 && (!error || role === 'create')) return this.http.serverError(status, role);
    return this.http.rejected(metaReason(json) ?? `HTTP ${status}`, details);
  }
}

function sentence(reason: string | undefined): string {
  return (reason ?? 'no reason given').trim().replace(/[.!?]$/, '');
}

/**
 * When Meta lets the app back in: the largest `estimated_time_to_regain_access` (minutes) in
 * X-Business-Use-Case-Usage, else Retry-After, else ten minutes.
 */
export function regainAccess(headers: Headers, now = Date.now()): Date {
  const usage = headers.get('x-business-use-case-usage');
  if (usage) {
    try {
      const parsed = JSON.parse(usage) as Record<
        string,
        { estimated_time_to_regain_access?: number }[]
      >;
      const minutes = Object.values(parsed)
        .flat()
        .map((entry) => Number(entry.estimated_time_to_regain_access ?? 0))
        .filter((value) => Number.isFinite(value));
      const longest = Math.max(0, ...minutes);
      if (longest > 0) return new Date(now + longest * 60_000);
    } catch {
      // An unreadable header: fall back to the others.
    }
  }
  return retryAfter(headers, DEFAULT_RATE_LIMIT_MS, now);
}

/** Facebook and Instagram: Meta joins scopes with commas, and every call goes through a Graph. */
export abstract class MetaAdapterBase<
  Options extends AdapterOptions = AdapterOptions,
> extends PlatformAdapterBase<Options> {
  protected readonly scopeSeparator = ',';
  protected readonly graph = new MetaGraph(this.http);
}
