import type { AiGeneration } from '@sandglass/shared';
import { useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { useAppDispatch } from '../../../lib/hooks';
import { Alert } from '../../../ui/Alert';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { PLAYGROUND_PATHS, useAiHistoryQuery, type PlaygroundEndpoint } from '../aiApi';
import { generationReopened, selectIsKept, type PlaygroundState } from '../playgroundSlice';
import { ENDPOINT_LABELS, formatSeconds, formatUsage, OUTCOME_LABELS } from '../playgroundText';
import { resultId } from './GenerationResult';

const OUTCOME_BADGES: Record<AiGeneration['outcome'], BadgeVariant> = {
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

const StyledPanel = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(4)};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  font-size: ${({ theme }) => theme.fontSize.sm};

  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const StyledItemHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const StyledDetail = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  overflow-wrap: anywhere;
`;

const StyledLoading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledOpen = styled(Button)`
  justify-self: start;
  margin-top: ${({ theme }) => theme.space(1)};
`;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function isPlaygroundEndpoint(endpoint: string): endpoint is PlaygroundEndpoint {
  return endpoint in PLAYGROUND_PATHS;
}

/**
 * Opens a generation made in this browser since it was loaded again in its tab (the server
 * keeps no text, so older ones show only what they cost), and moves focus to the answer.
 */
function OpenGeneration({ generation }: { generation: AiGeneration }) {
  const dispatch = useAppDispatch();
  const kept = useSelector((root: { playground: PlaygroundState }) =>
    selectIsKept(root, generation.id),
  );
  const endpoint = isPlaygroundEndpoint(generation.endpoint) ? generation.endpoint : undefined;
  if (!kept || !endpoint) return null;

  const handleOpen = () => {
    dispatch(generationReopened(generation.id));
    requestAnimationFrame(() => document.getElementById(resultId(endpoint))?.focus());
  };

  return (
    <StyledOpen size="sm" variant="secondary" onClick={handleOpen}>
      Open
      <VisuallyHidden>
        {' '}
        {ENDPOINT_LABELS[endpoint]} from {when.format(new Date(generation.createdAt))}
      </VisuallyHidden>
    </StyledOpen>
  );
}

function HistoryItem({ generation }: { generation: AiGeneration }) {
  return (
    <StyledItem>
      <StyledItemHead>
        <span>{ENDPOINT_LABELS[generation.endpoint]}</span>
        <Badge variant={OUTCOME_BADGES[generation.outcome]}>
          {OUTCOME_LABELS[generation.outcome]}
        </Badge>
      </StyledItemHead>
      <StyledDetail>
        <time dateTime={generation.createdAt}>{when.format(new Date(generation.createdAt))}</time> ·{' '}
        {generation.model}
      </StyledDetail>
      <StyledDetail>
        {generation.outcome === 'succeeded'
          ? `${formatUsage(generation)} · ${formatSeconds(generation.latencyMs)}`
          : generation.errorCode
            ? `Error ${generation.errorCode}`
            : 'Stopped before the end'}
      </StyledDetail>
      <OpenGeneration generation={generation} />
    </StyledItem>
  );
}

/**
 * The signed-in person's recent generations: what they cost, and for those made here, a way to
 * see again what was asked and answered.
 */
export function HistoryPanel() {
  const { data, isLoading, error, refetch } = useAiHistoryQuery();

  return (
    <StyledPanel aria-labelledby="ai-history-title">
      <StyledTitle id="ai-history-title">Recent generations</StyledTitle>
      {isLoading ? (
        <StyledLoading role="status">
          <VisuallyHidden>Loading your recent generations...</VisuallyHidden>
          <Skeleton $height="3.5em" />
          <Skeleton $height="3.5em" />
        </StyledLoading>
      ) : error ? (
        <>
          <Alert title="Your recent generations could not be loaded.">
            {apiErrorMessage(error, 'Check your connection and try again.')}
          </Alert>
          <Button size="sm" variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </>
      ) : data && data.generations.length > 0 ? (
        <StyledList>
          {data.generations.map((generation) => (
            <HistoryItem key={generation.id} generation={generation} />
          ))}
        </StyledList>
      ) : (
        <StyledEmpty>No generations yet. What you generate appears here.</StyledEmpty>
      )}
    </StyledPanel>
  );
}
