import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { GridList } from '../../../ui/GridList';
import { Section } from '../../../ui/Section';
import { SkeletonCards } from '../../../ui/Skeleton';
import { useTeamQuery } from '../teamApi';
import { groupTeam, LEADERSHIP_UNAVAILABLE, TEAM_UNAVAILABLE } from '../teamGroups';
import { LeaderCard } from './LeaderCard';
import { MemberCard } from './MemberCard';
import { useDeferredData } from '../../../lib/useDeferredData';

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
          <GridList $columns={{ lg: 2 }} $gap={6}>
            {leadership.map((member) => (
              <li key={member.id}>
                <LeaderCard member={member} />
              </li>
            ))}
          </GridList>
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
          {/* Spec section 2: the full team in four columns (two on tablets, one on phones). */}
          <GridList $columns={{ sm: 2, lg: 4 }} $gap={5}>
            {others.map((member) => (
              <li key={member.id}>
                <MemberCard member={member} />
              </li>
            ))}
          </GridList>
        </Section>
      )}
    </>
  );
}
