import type { AccountSession } from '@sandglass/shared';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toastStore';
import {
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useSessionsQuery,
} from '../accountApi';
import { AccountSection } from './AccountSection';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledDevice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const StyledWhen = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session }: { session: AccountSession }) {
  const [end, { isLoading }] = useEndSessionMutation();

  async function handleEnd() {
    try {
      await end(session.id).unwrap();
      toast({ title: 'Signed out', description: `${session.device} is signed out.` });
    } catch (error) {
      toast({
        title: 'Could not sign out that device',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <StyledItem>
      <div>
        <StyledDevice>
          {session.device}
          {session.current && <Badge variant="success">This device</Badge>}
        </StyledDevice>
        <StyledWhen>
          Signed in {when(session.createdAt)} · last active {when(session.lastUsedAt)}
        </StyledWhen>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void handleEnd()}
          disabled={isLoading}
          aria-label={`Sign out ${session.device}, signed in ${when(session.createdAt)}`}
        >
          {isLoading ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </StyledItem>
  );
}

/** Where the person is signed in, this device marked; sign out one or all the others. */
export function SessionsSection() {
  const sessions = useSessionsQuery();
  const [endOthers, { isLoading }] = useEndOtherSessionsMutation();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  async function handleEndOthers() {
    try {
      await endOthers().unwrap();
      toast({ title: 'Signed out elsewhere', description: 'Only this device is signed in now.' });
    } catch (error) {
      toast({
        title: 'Could not sign out the other devices',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <AccountSection
      id="sessions"
      title="Sessions"
      description="The devices signed in to your account."
    >
      <QueryState
        isLoading={sessions.isLoading}
        error={sessions.data ? undefined : sessions.error}
        onRetry={() => void sessions.refetch()}
        loadingMessage="Loading your sessions..."
        errorMessage="Your sessions could not be loaded."
        isEmpty={sessions.data?.length === 0}
        emptyMessage="No device is signed in."
      >
        <StyledList>
          {sessions.data?.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </StyledList>
        <div>
          <Button
            variant="secondary"
            onClick={() => void handleEndOthers()}
            disabled={isLoading || others === 0}
          >
            {isLoading ? 'Signing out...' : 'Sign out all other sessions'}
          </Button>
        </div>
      </QueryState>
    </AccountSection>
  );
}
