import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { GridList } from '../../../ui/GridList';
import { SkeletonCards } from '../../../ui/Skeleton';
import { useProgramsQuery } from '../programsApi';
import { ProgramCard } from './ProgramCard';
import { useDeferredData } from '../../../lib/useDeferredData';

/** The programs from the server, or "Programs Coming Soon" when there are none. */
export function ProgramList() {
  const { data, isLoading, isError, refetch } = useDeferredData(useProgramsQuery());

  if (isLoading) {
    return <SkeletonCards count={2} columns={1} height="420px" label="Loading programs..." />;
  }
  if (isError && !data) {
    return (
      <EmptyState
        title="Programs could not be loaded"
        message="Please try again in a moment."
        actions={
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!data || data.length === 0) {
    return (
      <EmptyState
        title="Programs Coming Soon"
        message="We open new cohorts several times a year. Check back soon, or tell us about yourself through the contact page."
      />
    );
  }
  return (
    <GridList $gap={8}>
      {data.map((program) => (
        <li key={program.id}>
          <ProgramCard program={program} />
        </li>
      ))}
    </GridList>
  );
}
