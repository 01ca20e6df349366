import { NOTIFICATION_KINDS, type NotificationKind, type PublicUser } from '@sandglass/shared';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { QueryState } from '../../../ui/QueryState';
import { useNotificationSettingsQuery, useUpdateNotificationSettingsMutation } from '../accountApi';
import { AccountSection } from './AccountSection';

/** Each alert kind as the member reads it. */
const KINDS: Record<NotificationKind, { label: string; hint: string }> = {
  failedPosts: {
    label: 'Failed posts',
    hint: 'When a post does not go out on a platform: one mail per post, with the reasons.',
  },
  reconnectNeeded: {
    label: 'Reconnect needed',
    hint: 'When a platform stops accepting an account. At most once a day per account.',
  },
  tokenExpiring: {
    label: 'Connection expiring',
    hint: 'When an account’s connection ends within 7 days unless you reconnect it.',
  },
};

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledToggle = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  cursor: pointer;

  input {
    margin-top: ${({ theme }) => theme.space(1)};
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
  }

  span {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }

  small {
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

/** The alert mails about the member's social accounts, each turned on or off here. */
export function NotificationsSection({ user }: { user: PublicUser }) {
  const settings = useNotificationSettingsQuery();
  const [update, updating] = useUpdateNotificationSettingsMutation();

  return (
    <AccountSection
      id="notifications"
      title="Notifications"
      description={`Mails about your social accounts, sent to ${user.email}.`}
    >
      <QueryState
        isLoading={settings.isLoading}
        error={settings.data ? undefined : settings.error}
        onRetry={() => void settings.refetch()}
        loadingMessage="Loading your notification settings..."
        errorMessage="Your notification settings could not be loaded."
      >
        {!user.emailVerified && (
          <Alert variant="info">Confirm your email address to receive these mails.</Alert>
        )}
        <StyledList>
          {NOTIFICATION_KINDS.map((kind) => (
            <StyledToggle key={kind}>
              <input
                type="checkbox"
                name={kind}
                checked={settings.data?.[kind] ?? true}
                onChange={(event) => void update({ [kind]: event.currentTarget.checked })}
              />
              <span>
                {KINDS[kind].label}
                <small>{KINDS[kind].hint}</small>
              </span>
            </StyledToggle>
          ))}
        </StyledList>
        {updating.error && (
          <Alert>
            {apiErrorMessage(updating.error, 'Your choice could not be saved. Try again.')}
          </Alert>
        )}
      </QueryState>
    </AccountSection>
  );
}
