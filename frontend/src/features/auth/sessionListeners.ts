import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { api } from '../../lib/api';
import { authApi } from './authApi';
import { rememberSession } from './sessionHint';
import { sessionEnded, sessionStarted } from '../../lib/sessionSlice';

/** Renew this long before the access token expires, or at 3/4 of its life if that is shorter. */
const REFRESH_MARGIN_MS = 60_000;

/** When to renew a token that expires in `expiresInSeconds`. */
export function refreshDelayMs(expiresInSeconds: number): number {
  const lifetime = Math.max(0, expiresInSeconds) * 1000;
  return Math.max(lifetime - REFRESH_MARGIN_MS, lifetime * 0.75);
}

/**
 * Keeps the session going and cleans up after it:
 * - each new token schedules a silent refresh shortly before it expires (a newer token or the
 *   end of the session cancels the pending one);
 * - when the session ends, every cached API answer is dropped, so nothing of the last user remains;
 * - the session hint follows, so the next page load knows whether to try restoring a session.
 */
export function startSessionListeners(listener: ListenerMiddlewareInstance): void {
  listener.startListening({
    matcher: isAnyOf(sessionStarted, sessionEnded),
    effect: async (action, { cancelActiveListeners, delay, dispatch }) => {
      cancelActiveListeners();
      rememberSession(sessionStarted.match(action));
      if (!sessionStarted.match(action)) {
        dispatch(api.util.resetApiState());
        return;
      }
      await delay(refreshDelayMs(action.payload.expiresIn));
      await dispatch(authApi.endpoints.refreshSession.initiate(undefined, { track: false }));
    },
  });
}
