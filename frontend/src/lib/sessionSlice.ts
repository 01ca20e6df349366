import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  permissionsFor,
  type AuthResponse,
  type Permissions,
  type PublicUser,
} from '@sandglass/shared';

/**
 * `restoring` until the boot-time refresh answers, so nothing signed-in-only flashes for a
 * visitor and nothing signed-out-only flashes for a member.
 */
export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

/**
 * The access token lives here, in memory only (ARCHITECTURE.md "Identity and access"); the
 * refresh token is an httpOnly cookie the browser sends to /api/auth by itself.
 */
export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: PublicUser | null;
}

const initialState: SessionState = { status: 'restoring', token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<AuthResponse>): SessionState {
      return { status: 'authenticated', token: action.payload.token, user: action.payload.user };
    },
    sessionEnded(): SessionState {
      return { status: 'anonymous', token: null, user: null };
    },
    /** The signed-in user as the server now has them (a new name, a proved address). */
    userUpdated(state, action: PayloadAction<PublicUser>): SessionState {
      return state.user?.id === action.payload.id ? { ...state, user: action.payload } : state;
    },
  },
});

export const { sessionStarted, sessionEnded, userUpdated } = sessionSlice.actions;

interface WithSession {
  session: SessionState;
}

export const selectToken = (state: WithSession): string | null => state.session.token;
export const selectCurrentUser = (state: WithSession): PublicUser | null => state.session.user;
export const selectSessionStatus = (state: WithSession): SessionStatus => state.session.status;
export const selectPermissions: (state: WithSession) => Permissions = createSelector(
  [selectCurrentUser],
  (user) => permissionsFor(user),
);
