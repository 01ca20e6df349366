import { MEMBERSHIP_NOTE_MAX_LENGTH, type PublicUser } from '@sandglass/shared';
import { type FormEvent } from 'react';
import { apiErrorMessage } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { TextAreaField } from '../../../ui/TextAreaField';
import { useAskMembershipMutation, useMyMembershipRequestsQuery } from '../accountApi';
import { AccountForm, AccountSection } from './AccountSection';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** Guests ask to become members and see how their request stands; members see they are. */
export function MembershipSection({ user }: { user: PublicUser }) {
  const isGuest = user.role === 'guest';
  const requests = useMyMembershipRequestsQuery(undefined, { skip: !isGuest });
  const [ask, asking] = useAskMembershipMutation();
  const latest = requests.data?.[0];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    try {
      await ask({ note }).unwrap();
    } catch {
      // The alert below says why.
    }
  }

  if (!isGuest) {
    return (
      <AccountSection id="membership" title="Membership">
        <p>
          Your account is {user.role === 'admin' ? 'an admin' : 'a member'} account, with social
          media automation.
        </p>
      </AccountSection>
    );
  }

  return (
    <AccountSection
      id="membership"
      title="Membership"
      description="Members also get social media automation. Ask, and we answer by email."
    >
      <QueryState
        isLoading={requests.isLoading}
        error={requests.data ? undefined : requests.error}
        onRetry={() => void requests.refetch()}
        loadingMessage="Loading your membership request..."
        errorMessage="Your membership request could not be loaded."
      >
        {latest?.status === 'pending' ? (
          <Alert variant="info" title="Request sent">
            You asked on {dateOf(latest.createdAt)}. We will answer by email.
          </Alert>
        ) : (
          <>
            {latest?.status === 'declined' && (
              <Alert variant="info" title="Not this time">
                Your request of {dateOf(latest.createdAt)} was declined. You may ask again.
              </Alert>
            )}
            {!user.emailVerified && (
              <Alert variant="info">Confirm your email address first, then ask here.</Alert>
            )}
            <AccountForm noValidate onSubmit={(event) => void handleSubmit(event)}>
              <TextAreaField
                label="Why you would like to join (optional)"
                name="note"
                rows={3}
                maxLength={MEMBERSHIP_NOTE_MAX_LENGTH}
                disabled={!user.emailVerified}
              />
              {asking.error && (
                <Alert>{apiErrorMessage(asking.error, 'Your request could not be sent.')}</Alert>
              )}
              <Button type="submit" disabled={asking.isLoading || !user.emailVerified}>
                {asking.isLoading ? 'Sending...' : 'Ask to become a member'}
              </Button>
            </AccountForm>
          </>
        )}
      </QueryState>
    </AccountSection>
  );
}
