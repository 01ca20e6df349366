import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Section } from '../../../ui/Section';
import { SkeletonCards } from '../../../ui/Skeleton';
import { useTeamQuery } from '../teamApi';
import { groupTeam, LEADERSHIP_UNAVAILABLE, TEAM_UNAVAILABLE } from '../teamGroups';
import { LeaderCard } from './LeaderCard';
import { MemberCard } from './MemberCard';
import { useDeferredData } from '../../../app/useDeferredData';

const StyledLeaders = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Spec section 2: the full team in four columns (two on tablets, one on phones). */
const StyledMembers = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Leadership (titles with "partner" or "managing") as featured cards, then everyone else. */
export function TeamDirectory() {
  const { data, isLoading, isError, refetch } = useDeferredData(useTeamQuery());

  if (isLoading) {
    return (
      <Section title="Leadership" tone="paper">
        <SkeletonCards count={2} columns={2} height="260px" label="Loading the team..." />
      </Section>
    );
  }

  if (!data || data.length === 0) {
    return (
      <Section title="Our Team" tone="paper">
        <EmptyState
          message={TEAM_UNAVAILABLE}
          actions={
            isError && (
              <Button variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            )
          }
        />
      </Section>
    );
  }

  const { leadership, others } = groupTeam(data);
  return (
    <>
      <Section
        title="Leadership"
        eyebrow="Partners"
        lead="The partners who sit beside our founders, from the first line of the thesis to the board."
        tone="paper"
      >
        {leadership.length > 0 ? (
          <StyledLeaders>
            {leadership.map((member) => (
              <li key={member.id}>
                <LeaderCard member={member} />
              </li>
            ))}
          </StyledLeaders>
        ) : (
          <EmptyState message={LEADERSHIP_UNAVAILABLE} />
        )}
      </Section>
      {others.length > 0 && (
        <Section
          title="Our Full Team"
          lead="Operators, engineers and analysts who work inside our portfolio companies every week."
          tone="muted"
        >
          <StyledMembers>
            {others.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} />
              </li>
            ))}
          </StyledMembers>
        </Section>
      )}
    </>
  );
}
