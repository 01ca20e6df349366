import type {
  AccountSession,
  MembershipRequest,
  NotificationSettings,
  PublicUser,
} from '@sandglass/shared';
import { api } from '../../lib/api';
import { selectSessionStatus, sessionEnded, userUpdated } from '../../lib/sessionSlice';

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface ChangeEmailRequest {
  newEmail: string;
  password: string;
}

export interface ProfileRequest {
  firstName: string;
  lastName: string;
}

/** The signed-in person's own account: its address, password, name, sign-ins and membership. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The account as the server has it now; also refreshes the session's copy. */
    currentUser: build.query<PublicUser, void>({
      query: () => '/auth/user',
      providesTags: ['User'],
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          dispatch(userUpdated((await queryFulfilled).data));
        } catch {
          // The screen shows the query's error.
        }
      },
    }),
    verifyEmail: build.mutation<void, { token: string; change: boolean }>({
      query: ({ token, change }) => ({
        url: change ? '/auth/email/change/confirm' : '/auth/email/verify',
        method: 'POST',
        body: { token },
      }),
      invalidatesTags: ['User'],
    }),
    resendVerification: build.mutation<void, void>({
      query: () => ({ url: '/auth/email/verify/resend', method: 'POST' }),
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/password/forgot', method: 'POST', body }),
    }),
    /** A reset ends every sign-in of the account, this browser's too. */
    resetPassword: build.mutation<void, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/password/reset', method: 'POST', body }),
      async onQueryStarted(_request, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
          if (selectSessionStatus(getState() as never) === 'authenticated')
            dispatch(sessionEnded());
        } catch {
          // The form shows the mutation's error.
        }
      },
    }),
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => ({ url: '/auth/password/change', method: 'POST', body }),
      invalidatesTags: ['Session'],
    }),
    changeEmail: build.mutation<void, ChangeEmailRequest>({
      query: (body) => ({ url: '/auth/email/change', method: 'POST', body }),
    }),
    updateProfile: build.mutation<PublicUser, ProfileRequest>({
      query: (body) => ({ url: '/auth/user', method: 'PATCH', body }),
      invalidatesTags: ['User'],
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          dispatch(userUpdated((await queryFulfilled).data));
        } catch {
          // The form shows the mutation's error.
        }
      },
    }),
    sessions: build.query<AccountSession[], void>({
      query: () => '/auth/sessions',
      providesTags: ['Session'],
    }),
    endSession: build.mutation<void, string>({
      query: (id) => ({ url: `/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Session'],
    }),
    endOtherSessions: build.mutation<void, void>({
      query: () => ({ url: '/auth/sessions', method: 'DELETE' }),
      invalidatesTags: ['Session'],
    }),
    myMembershipRequests: build.query<MembershipRequest[], void>({
      query: () => '/auth/membership-requests/mine',
      providesTags: ['MembershipRequest'],
    }),
    /** The person's data as the JSON file's text (the page saves it as a download). */
    exportData: build.mutation<string, void>({
      query: () => ({ url: '/auth/user/export', responseHandler: 'text' }),
    }),
    /** Deletes the account; the session ends here at once. */
    deleteAccount: build.mutation<void, { password: string }>({
      query: (body) => ({ url: '/auth/user', method: 'DELETE', body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(sessionEnded());
        } catch {
          // The form shows the mutation's error.
        }
      },
    }),
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => '/auth/user/notifications',
      providesTags: ['NotificationSettings'],
    }),
    /** Saves the kinds given; the toggles show the change at once and undo it if it fails. */
    updateNotificationSettings: build.mutation<NotificationSettings, Partial<NotificationSettings>>(
      {
        query: (body) => ({ url: '/auth/user/notifications', method: 'PUT', body }),
        async onQueryStarted(changes, { dispatch, queryFulfilled }) {
          const shown = dispatch(
            accountApi.util.updateQueryData('notificationSettings', undefined, (settings) => {
              Object.assign(settings, changes);
            }),
          );
          try {
            const { data } = await queryFulfilled;
            await dispatch(
              accountApi.util.upsertQueryData('notificationSettings', undefined, data),
            );
          } catch {
            shown.undo();
          }
        },
      },
    ),
    askMembership: build.mutation<MembershipRequest, { note: string }>({
      query: (body) => ({ url: '/auth/membership-requests', method: 'POST', body }),
      invalidatesTags: ['MembershipRequest'],
    }),
  }),
});

export const {
  useCurrentUserQuery,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useUpdateProfileMutation,
  useSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useMyMembershipRequestsQuery,
  useAskMembershipMutation,
  useNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useExportDataMutation,
  useDeleteAccountMutation,
} = accountApi;
