/**
 * lib/sessionSlice.ts for the islands (vite.islands.config.ts): the same actions and selectors on
 * the islands' store (store.ts), without Redux Toolkit.
 */
import {
  permissionsFor,
  type AuthResponse,
  type Permissions,
  type PublicUser,
} from '@sandglass/shared';
import { addReducer, type IslandAction } from './store';

export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: PublicUser | null;
}

type ActionCreator<Payload> = ((payload: Payload) => { type: string; payload: Payload }) & {
  type: string;
  match: (action: IslandAction) => action is { type: string; payload: Payload };
};

function action<Payload>(
  type: string,
  reduce: (state: SessionState, payload: Payload) => SessionState,
): ActionCreator<Payload> {
  addReducer(type, (state, { payload }) => reduce(state, payload as Payload));
  return Object.assign((payload: Payload) => ({ type, payload }), {
    type,
    match: (candidate: IslandAction): candidate is { type: string; payload: Payload } =>
      candidate.type === type,
  });
}

export const sessionStarted = action<AuthResponse>('session/sessionStarted', (_state, payload) => ({
  status: 'authenticated',
  token: payload.token,
  user: payload.user,
}));
export const sessionEnded = action<void>('session/sessionEnded', () => ({
  status: 'anonymous',
  token: null,
  user: null,
}));
export const userUpdated = action<PublicUser>('session/userUpdated', (state, user) =>
  state.user?.id === user.id ? { ...state, user } : state,
);

interface WithSession {
  session: SessionState;
}

export const selectToken = (state: WithSession): string | null => state.session.token;
export const selectCurrentUser = (state: WithSession): PublicUser | null => state.session.user;
export const selectSessionStatus = (state: WithSession): SessionStatus => state.session.status;

let lastUser: PublicUser | null | undefined;
let lastPermissions: Permissions | undefined;
export function selectPermissions(state: WithSession): Permissions {
  const user = selectCurrentUser(state);
  if (lastPermissions === undefined || user !== lastUser) {
    lastUser = user;
    lastPermissions = permissionsFor(user);
  }
  return lastPermissions;
}
