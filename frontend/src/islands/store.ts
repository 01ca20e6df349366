/**
 * The islands' whole state: who is signed in. The same shape and actions as the app's session
 * slice (lib/sessionSlice.ts), without Redux: the public pages need nothing else, and the islands
 * of one page share it (a sign-out in the header reaches the footer's links).
 */
import { rememberSession } from '../features/auth/sessionHint';
import type { SessionState } from './sessionSliceShim';

export interface IslandState {
  session: SessionState;
}

export interface IslandAction {
  type: string;
  payload?: unknown;
}

type Reducer = (state: SessionState, action: IslandAction) => SessionState;

/** What the pre-render drew with, and what every island hydrates against. */
export const SERVER_STATE: IslandState = {
  session: { status: 'restoring', token: null, user: null },
};

let state = SERVER_STATE;
const listeners = new Set<() => void>();
const reducers = new Map<string, Reducer>();

export function addReducer(type: string, reducer: Reducer): void {
  reducers.set(type, reducer);
}

export const islandStore = {
  getState: (): IslandState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dispatch<Action extends IslandAction>(action: Action): Action {
    const reducer = reducers.get(action.type);
    if (!reducer) return action;
    const session = reducer(state.session, action);
    if (session === state.session) return action;
    if (session.status !== state.session.status && session.status !== 'restoring')
      rememberSession(session.status === 'authenticated');
    state = { session };
    for (const listener of listeners) listener();
    return action;
  },
};
