import type { MembershipRequest } from '@sandglass/shared';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { toast } from '../../../ui/toastStore';
import { formatDateTime } from '../adminText';
import { useAnswerMembershipRequestMutation, usePendingMembershipRequestsQuery } from './usersApi';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  overflow-wrap: anywhere;
`;

const StyledWho = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
`;

const StyledQuiet = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

function RequestRow({ request }: { request: MembershipRequest }) {
  const [answer, { isLoading }] = useAnswerMembershipRequestMutation();
  const name = `${request.firstName} ${request.lastName}`;

  async function handleAnswer(choice: 'approve' | 'decline') {
    try {
      await answer({ id: request.id, answer: choice }).unwrap();
      toast({
        title: choice === 'approve' ? 'Membership approved' : 'Request declined',
        description:
          choice === 'approve'
            ? `${name} is a member now, and we emailed them.`
            : `We emailed ${name}; they stay a guest.`,
      });
    } catch (error) {
      toast({
        title: 'The request could not be answered',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <StyledItem>
      <StyledWho>
        <strong>{name}</strong>
        <StyledMeta>
          {request.email} · asked {formatDateTime(request.createdAt)}
        </StyledMeta>
        {request.note && <p>{request.note}</p>}
      </StyledWho>
      <StyledActions>
        <Button
          size="sm"
          onClick={() => void handleAnswer('approve')}
          disabled={isLoading}
          aria-label={`Approve ${name}`}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void handleAnswer('decline')}
          disabled={isLoading}
          aria-label={`Decline ${name}`}
        >
          Decline
        </Button>
      </StyledActions>
    </StyledItem>
  );
}

/** Guests asking to become members, for an admin to approve or decline. */
export function MembershipRequests() {
  const query = usePendingMembershipRequestsQuery();
  const requests = query.data?.items ?? [];

  return (
    <StyledCard aria-labelledby="membership-requests-title">
      <StyledTitle id="membership-requests-title">
        Membership requests{query.data ? ` (${query.data.total})` : ''}
      </StyledTitle>
      {query.isLoading ? (
        <StyledQuiet role="status">Loading membership requests...</StyledQuiet>
      ) : !query.data && query.error ? (
        <StyledQuiet>
          {apiErrorMessage(query.error, 'The membership requests could not be loaded.')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </StyledQuiet>
      ) : requests.length === 0 ? (
        <StyledQuiet>No one is waiting for an answer.</StyledQuiet>
      ) : (
        <StyledList>
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </StyledList>
      )}
    </StyledCard>
  );
}
