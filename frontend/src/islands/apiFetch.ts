/**
 * The islands' one way to `/api`, answering as the app's (lib/reauthBaseQuery.ts, RTK Query's
 * fetchBaseQuery) does, so the same components and the same error copy (lib/apiError.ts) work on
 * both: `{ data }` or `{ error: { status, data } }`, `{ status: 'FETCH_ERROR' }` when the server
 * could not be reached. JSON, cookies included, the session's token as `Authorization: Bearer`;
 * a 401 on a request that carried a token renews it once (shared by every request) and retries.
 */
import type { AuthResponse } from '@sandglass/shared';
import { islandStore } from './store';
import { selectToken, sessionEnded, sessionStarted } from './sessionSliceShim';

export interface FetchArgs {
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  responseHandler?: 'json' | 'text' | 'content-type';
}

export type ApiError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR'; error: string; data?: unknown };

export interface ApiMeta {
  request: Request;
  response?: Response;
}

export type ApiResult<Data = unknown> =
  | { data: Data; error?: undefined; meta?: ApiMeta }
  | { error: ApiError; data?: undefined; meta?: ApiMeta };

const BASE = '/api';
const REFRESH_PATH = '/auth/refresh';
const SESSION_PATHS = new Set(['/auth/login', '/auth/register', REFRESH_PATH, '/auth/logout']);

function urlOf({ url, params }: FetchArgs): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `${BASE}${url}${search ? `${url.includes('?') ? '&' : '?'}${search}` : ''}`;
}

async function send(args: FetchArgs): Promise<ApiResult> {
  const headers = new Headers(args.headers);
  const token = selectToken(islandStore.getState());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (args.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(args.body);
  }
  const request = new Request(urlOf(args), {
    method: args.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
  });
  let response: Response;
  try {
    response = await fetch(request.clone());
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) }, meta: { request } };
  }
  const meta = { request, response };
  const text = await response.text();
  let data: unknown = text;
  const asJson =
    args.responseHandler === 'json' ||
    (args.responseHandler !== 'text' &&
      (response.headers.get('content-type') ?? '').includes('json'));
  if (asJson && text) {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      return {
        error: { status: 'PARSING_ERROR', error: 'The answer was not JSON.', data: text },
        meta,
      };
    }
  } else if (asJson) {
    data = null;
  }
  return response.ok ? { data, meta } : { error: { status: response.status, data }, meta };
}

function isAuthResponse(value: unknown): value is AuthResponse {
  const body = value as Partial<AuthResponse> | null;
  return typeof body?.token === 'string' && typeof body.user === 'object' && body.user !== null;
}

let refreshing: Promise<ApiResult> | null = null;

/** Renews the session from the refresh cookie (once at a time: the cookie rotates). */
export function refreshSession(): Promise<ApiResult> {
  refreshing ??= send({ url: REFRESH_PATH, method: 'POST' })
    .then((result) => {
      if (isAuthResponse(result.data)) islandStore.dispatch(sessionStarted(result.data));
      else if (
        typeof result.error?.status === 'number' ||
        islandStore.getState().session.status === 'restoring'
      )
        islandStore.dispatch(sessionEnded());
      return result;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function apiFetch(input: string | FetchArgs): Promise<ApiResult> {
  const args = typeof input === 'string' ? { url: input } : input;
  const path = args.url.split('?')[0] ?? '';
  if (path === REFRESH_PATH) return refreshSession();
  const sentToken = selectToken(islandStore.getState());
  const result = await send(args);
  if (result.error?.status !== 401 || !sentToken || SESSION_PATHS.has(path)) return result;
  const currentToken = selectToken(islandStore.getState());
  if (currentToken && currentToken !== sentToken) return send(args);
  const refreshed = await refreshSession();
  return refreshed.error ? result : send(args);
}
