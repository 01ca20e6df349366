import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type QueryReturnValue,
} from '@reduxjs/toolkit/query';
import type { AuthResponse } from '@sandglass/shared';
import {
  selectSessionStatus,
  selectToken,
  sessionEnded,
  sessionStarted,
  type SessionState,
} from './sessionSlice';

export const REFRESH_PATH = '/auth/refresh';

/** Answers from these mean what they say: a 401 from login is a wrong password, not an old token. */
const SESSION_PATHS = new Set(['/auth/login', '/auth/register', REFRESH_PATH, '/auth/logout']);

type Result = QueryReturnValue<unknown, FetchBaseQueryError, FetchBaseQueryMeta>;

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

export interface ReauthBaseQueryOptions {
  /** `/api` in the browser; tests pass an absolute URL. */
  baseUrl: string;
  fetchFn?: typeof fetch;
}

function isAuthResponse(value: unknown): value is AuthResponse {
  const body = value as Partial<AuthResponse> | null;
  return (
    typeof body?.token === 'string' &&
    typeof body.expiresIn === 'number' &&
    typeof body.user === 'object' &&
    body.user !== null
  );
}

function pathOf(args: string | FetchArgs): string {
  return (typeof args === 'string' ? args : args.url).split('?')[0] ?? '';
}

const sessionOf = (api: BaseQueryApi) => api.getState() as { session: SessionState };

/**
 * The one way the app talks to `/api`: JSON, cookies included, `Authorization: Bearer` while a
 * token is held. A 401 on a request that carried a token triggers one refresh — shared by every
 * request that fails meanwhile, because the refresh cookie rotates and may be spent only once —
 * and the request is retried with the new token. A refused refresh ends the session.
 */
export function createReauthBaseQuery({ baseUrl, fetchFn }: ReauthBaseQueryOptions): AppBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    fetchFn,
    prepareHeaders: (headers, { getState }) => {
      const token = selectToken(getState() as { session: SessionState });
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  let refreshing: Promise<Result> | null = null;

  async function refresh(api: BaseQueryApi): Promise<Result> {
    // Not tied to the signal of whichever request happened to start it: others wait on it too.
    const detached: BaseQueryApi = { ...api, signal: new AbortController().signal };
    const result = await rawBaseQuery({ url: REFRESH_PATH, method: 'POST' }, detached, {});
    if (isAuthResponse(result.data)) {
      api.dispatch(sessionStarted(result.data));
      return result;
    }
    // A network failure proves nothing about the session: keep it, unless this was the boot check.
    const answered = typeof result.error?.status === 'number';
    if (answered || selectSessionStatus(sessionOf(api)) === 'restoring') {
      api.dispatch(sessionEnded());
    }
    return result.error
      ? { error: result.error, meta: result.meta }
      : {
          error: { status: 'CUSTOM_ERROR', error: 'Malformed refresh response.' },
          meta: result.meta,
        };
  }

  function refreshOnce(api: BaseQueryApi): Promise<Result> {
    refreshing ??= refresh(api).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return async (args, api, extraOptions) => {
    const path = pathOf(args);
    if (path === REFRESH_PATH) return refreshOnce(api);

    const sentToken = selectToken(sessionOf(api));
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status !== 401 || !sentToken || SESSION_PATHS.has(path)) return result;

    // Another request may already have renewed the token while this one was in flight.
    const currentToken = selectToken(sessionOf(api));
    if (currentToken && currentToken !== sentToken) return rawBaseQuery(args, api, extraOptions);

    const refreshed = await refreshOnce(api);
    return refreshed.error ? result : rawBaseQuery(args, api, extraOptions);
  };
}
