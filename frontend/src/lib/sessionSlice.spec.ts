import { describe, expect, it } from '@jest/globals';
import type { AuthResponse, Role } from '@sandglass/shared';
import {
  selectPermissions,
  sessionEnded,
  sessionSlice,
  sessionStarted,
  type SessionState,
} from './sessionSlice';

function authResponse(role: Role = 'member'): AuthResponse {
  return {
    token: 'access-token',
    expiresIn: 900,
    user: {
      id: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role,
      membershipTier: 'free',
      emailVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

const reduce = sessionSlice.reducer;

describe('session slice', () => {
  it('starts out restoring, with no token', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      status: 'restoring',
      token: null,
      user: null,
    });
  });

  it('holds the token and user once a session starts', () => {
    const state = reduce(undefined, sessionStarted(authResponse()));
    expect(state.status).toBe('authenticated');
    expect(state.token).toBe('access-token');
    expect(state.user?.firstName).toBe('Ada');
  });

  it('forgets the token and user when the session ends', () => {
    const signedIn = reduce(undefined, sessionStarted(authResponse()));
    expect(reduce(signedIn, sessionEnded())).toEqual({
      status: 'anonymous',
      token: null,
      user: null,
    });
  });

  it('derives permissions from the role, and keeps them stable between calls', () => {
    const admin: { session: SessionState } = {
      session: reduce(undefined, sessionStarted(authResponse('admin'))),
    };
    const guest: { session: SessionState } = {
      session: reduce(undefined, sessionStarted(authResponse('guest'))),
    };
    expect(selectPermissions(admin).canAccessAdmin).toBe(true);
    expect(selectPermissions(guest)).toMatchObject({
      canViewSocialMedia: false,
      canAccessAdmin: false,
    });
    expect(selectPermissions(admin)).toBe(selectPermissions(admin));
  });
});
