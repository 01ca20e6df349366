import type { UnknownAction } from '@reduxjs/toolkit';
import type { AuthResponse } from '@sandglass/shared';
import { api } from '../../lib/api';
import { REFRESH_PATH } from '../../lib/reauthBaseQuery';
import { sessionEnded, sessionStarted } from '../../lib/sessionSlice';

type AppDispatchLike = (action: UnknownAction) => unknown;

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

async function startSessionOnSuccess(
  _request: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: AppDispatchLike; queryFulfilled: Promise<{ data: AuthResponse }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(sessionStarted(data));
  } catch {
    // The failure reaches the form through the mutation's own result.
  }
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      onQueryStarted: startSessionOnSuccess,
    }),
    register: build.mutation<AuthResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      onQueryStarted: startSessionOnSuccess,
    }),
    /** Renews the access token from the refresh cookie; the base query updates the session. */
    refreshSession: build.mutation<AuthResponse, void>({
      query: () => ({ url: REFRESH_PATH, method: 'POST' }),
    }),
    /** Revokes the refresh cookie. The session ends here even if the server cannot be reached. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // Signed out locally all the same; the cookie expires on its own.
        }
        dispatch(sessionEnded());
      },
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation } = authApi;
