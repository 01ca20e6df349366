import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { describe, expect, it } from '@jest/globals';
import type { AuthResponse } from '@sandglass/shared';
import { createReauthBaseQuery } from './reauthBaseQuery';
import { sessionSlice, sessionStarted } from './sessionSlice';

const BASE_URL = 'http://app.test/api';

interface Call {
  method: string;
  path: string;
  authorization: string | null;
}

type Handler = (call: Call) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function session(token: string): AuthResponse {
  return {
    token,
    expiresIn: 900,
    user: {
      id: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'member',
      membershipTier: 'free',
      emailVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

const UNAUTHORIZED = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in first.' };

/** A store, the base query under test, and a fake server that records what reached it. */
function setup(handler: Handler, token: string | null = 'old-token') {
  const store = configureStore({ reducer: { session: sessionSlice.reducer } });
  if (token) store.dispatch(sessionStarted(session(token)));
  const calls: Call[] = [];
  const fetchFn = async (input: RequestInfo | URL) => {
    const request = input as Request;
    const call = {
      method: request.method,
      path: new URL(request.url).pathname.replace('/api', ''),
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    return handler(call);
  };
  const baseQuery = createReauthBaseQuery({ baseUrl: BASE_URL, fetchFn });
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  const run = (url: string, method = 'GET') => baseQuery({ url, method }, api, {});
  return { store, calls, run };
}

/** A server where `new-token` is valid and the refresh cookie is good (or not). */
function server({ refresh = 'ok' as 'ok' | 'refused' | 'down' } = {}): Handler {
  return async ({ path, authorization }) => {
    if (path === '/auth/refresh') {
      if (refresh === 'down') throw new TypeError('Failed to fetch');
      return refresh === 'ok'
        ? json(200, session('new-token'))
        : json(401, { statusCode: 401, code: 'SESSION_ENDED', message: 'Your session has ended.' });
    }
    if (path === '/auth/login') return json(401, UNAUTHORIZED);
    return authorization === 'Bearer new-token' ? json(200, { ok: true }) : json(401, UNAUTHORIZED);
  };
}

describe('createReauthBaseQuery', () => {
  it('sends the bearer token while one is held', async () => {
    const { calls, run } = setup(() => json(200, {}), 'old-token');
    await run('/portfolio');
    expect(calls[0]?.authorization).toBe('Bearer old-token');
  });

  it('sends no Authorization header when signed out', async () => {
    const { calls, run } = setup(() => json(200, {}), null);
    await run('/portfolio');
    expect(calls[0]?.authorization).toBeNull();
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const { store, calls, run } = setup(server());
    const result = await run('/social/accounts');
    expect(result.data).toEqual({ ok: true });
    expect(calls.map((c) => c.path)).toEqual([
      '/social/accounts',
      '/auth/refresh',
      '/social/accounts',
    ]);
    expect(calls[2]?.authorization).toBe('Bearer new-token');
    expect(store.getState().session.token).toBe('new-token');
  });

  it('shares one refresh between requests that fail at the same time', async () => {
    const { calls, run } = setup(server());
    const results = await Promise.all([run('/a'), run('/b'), run('/c')]);
    expect(results.map((r) => r.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
  });

  it('retries without refreshing again when another request already renewed the token', async () => {
    let releaseSlow!: () => void;
    const slowAnswered = new Promise<void>((resolve) => (releaseSlow = resolve));
    const base = server();
    const { calls, run } = setup(async (call) => {
      if (call.path === '/slow' && call.authorization === 'Bearer old-token') {
        await slowAnswered;
      }
      return base(call);
    });
    const slow = run('/slow');
    await run('/fast'); // 401, refresh, retry: the token is now new-token
    releaseSlow(); // the slow request's 401 arrives after the renewal
    expect((await slow).data).toEqual({ ok: true });
    expect(calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused, returning the original 401', async () => {
    const { store, calls, run } = setup(server({ refresh: 'refused' }));
    const result = await run('/social/accounts');
    expect(result.error).toMatchObject({ status: 401, data: UNAUTHORIZED });
    expect(calls.map((c) => c.path)).toEqual(['/social/accounts', '/auth/refresh']);
    expect(store.getState().session).toEqual({ status: 'anonymous', token: null, user: null });
  });

  it('keeps the session when the refresh could not reach the server', async () => {
    const { store, run } = setup(server({ refresh: 'down' }));
    const result = await run('/social/accounts');
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session.status).toBe('authenticated');
  });

  it('treats an unreachable server at boot as signed out', async () => {
    const { store, run } = setup(server({ refresh: 'down' }), null);
    await run('/auth/refresh', 'POST');
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('does not refresh when sign-in itself answers 401 (a wrong password)', async () => {
    const { calls, run } = setup(server());
    const result = await run('/auth/login', 'POST');
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls.map((c) => c.path)).toEqual(['/auth/login']);
  });

  it('does not refresh for a 401 to a request sent without a token', async () => {
    const { calls, run } = setup(server(), null);
    await run('/social/accounts');
    expect(calls.map((c) => c.path)).toEqual(['/social/accounts']);
  });

  it('restores the session at boot from the refresh cookie', async () => {
    const { store, run } = setup(server(), null);
    const result = await run('/auth/refresh', 'POST');
    expect(result.data).toMatchObject({ token: 'new-token' });
    expect(store.getState().session.status).toBe('authenticated');
  });
});
