import type {
  ScheduledPost,
  SocialPlatform,
  SocialPostOutcome,
  SocialQueueStatus,
} from '@sandglass/shared';
import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import {
  PlatformSetupNote,
  PostList,
  PostPager,
  RetryPostButtons,
  useScheduledPostsQuery,
  useSocialPlatformsQuery,
  useSocialQueueQuery,
} from '../../social';
import { countLabel } from '../../../lib/countLabel';

const ADMIN_PAGE_SIZE = 50;

const StyledHealth = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledHealthHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.paper};
  }

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  h4 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledSpacer = styled.div`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const StyledCount = styled(StyledNote)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** "4 s late", "3 min late", or that nothing due is waiting. */
export function latenessLabel(seconds: number | null): string {
  if (seconds === null) return 'None due';
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s late`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min late`;
  return `${(seconds / 3600).toFixed(1)} h late`;
}

interface Meaning {
  label: string;
  /** What the figure means for the people whose posts these are. */
  hint: string;
}

/** The queue's job states (BullMQ's words) as an operator reads them. */
export const JOB_STATES: Record<keyof SocialQueueStatus['jobs'], Meaning> = {
  waiting: {
    label: 'Due, waiting for a worker',
    hint: 'Their time has come; a worker picks each up next.',
  },
  prioritized: {
    label: 'Due, ahead of the rest',
    hint: 'Jobs given priority; publishing gives none, so this stays 0.',
  },
  active: { label: 'Being published', hint: 'A worker is talking to the platform right now.' },
  delayed: {
    label: 'Scheduled or retrying later',
    hint: 'Waiting for their scheduled time, or for the next try after a temporary error.',
  },
  completed: {
    label: 'Done',
    hint: 'Finished jobs are removed at once (the post keeps the outcome), so this stays 0.',
  },
  failed: {
    label: 'Stopped',
    hint: 'Jobs that stopped without an outcome; the sweep queues their deliveries again.',
  },
};

/** A post's deliveries (one per platform) by status, as members see them. */
export const DELIVERY_STATES: Record<keyof SocialQueueStatus['deliveries'], Meaning> = {
  queued: { label: 'Waiting to publish', hint: 'Scheduled, due or about to be retried.' },
  publishing: { label: 'Publishing', hint: 'Handed to the platform; the answer is awaited.' },
  posted: { label: 'Posted', hint: 'Live on the platform.' },
  failed: {
    label: 'Failed',
    hint: 'Not published; the post says why, and Retry is offered where it can help.',
  },
  cancelled: { label: 'Cancelled', hint: 'Cancelled by the member before it went out.' },
};

const StyledHint = styled.dd`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

interface FiguresProps<K extends string> {
  label: string;
  counts: Record<K, number>;
  meanings: Record<K, Meaning>;
}

function Figures<K extends string>({ label, counts, meanings }: FiguresProps<K>) {
  const id = useId();
  return (
    <StyledGroup role="group" aria-labelledby={id}>
      <h4 id={id}>{label}</h4>
      <StyledFigures>
        {(Object.keys(meanings) as K[]).map((state) => (
          <div key={state}>
            <dt>{meanings[state].label}</dt>
            <dd>{counts[state] ?? 0}</dd>
            <StyledHint>{meanings[state].hint}</StyledHint>
          </div>
        ))}
      </StyledFigures>
    </StyledGroup>
  );
}

function QueueHealth({ health }: { health: SocialQueueStatus }) {
  return (
    <>
      <StyledFigures>
        <div>
          <dt>Due now</dt>
          <dd>{health.dueDeliveries}</dd>
        </div>
        <div>
          <dt>Oldest due delivery</dt>
          <dd>{latenessLabel(health.oldestDueLatenessSeconds)}</dd>
        </div>
        <div>
          <dt>Workers seen in the last minute</dt>
          <dd>{health.workers.length}</dd>
        </div>
      </StyledFigures>
      <Figures label="Deliveries by status" counts={health.deliveries} meanings={DELIVERY_STATES} />
      <Figures label="Jobs by state" counts={health.jobs} meanings={JOB_STATES} />
    </>
  );
}

/** Who made the post: name and email from the auth service, or why they are not shown. */
export function PostOwner({ post }: { post: ScheduledPost }) {
  const owner = post.owner;
  if (!owner) {
    return (
      <StyledNote>By member {post.userId} (their name could not be loaded just now)</StyledNote>
    );
  }
  return (
    <StyledNote>
      By <strong>{owner.name}</strong>
      {owner.email && (
        <>
          {' · '}
          <a href={`mailto:${owner.email}`}>{owner.email}</a>
        </>
      )}
    </StyledNote>
  );
}

export interface SocialAdminSectionProps {
  /** Only posts with this outcome (partly posted apart from failed), or all. */
  outcome: SocialPostOutcome | 'all';
  /** Only posts to this platform, or all. */
  platform: SocialPlatform | 'all';
  /** The filter buttons, shown above the posts. */
  filters?: ReactNode;
}

/**
 * The admin console's Social section, below its heading: the publish queue's health, the
 * platforms' setup (the API Configuration note members do not see), and every
 * member's posts (`?scope=all`) by status and platform with each platform's outcome and retry
 * where allowed. (The filter buttons stay in the console's own chunk, beside the others.)
 */
export function SocialAdminSection({ outcome, platform, filters }: SocialAdminSectionProps) {
  // Another filter starts again at the first page.
  const filter = `${outcome}:${platform}`;
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const queue = useSocialQueueQuery();
  const platforms = useSocialPlatformsQuery();
  const posts = useScheduledPostsQuery({
    scope: 'all',
    page,
    pageSize: ADMIN_PAGE_SIZE,
    ...(outcome === 'all' ? {} : { outcome }),
    ...(platform === 'all' ? {} : { platform }),
  });
  const total = posts.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));

  return (
    <>
      <StyledHealth aria-labelledby="social-queue-title">
        <StyledHealthHead>
          <h3 id="social-queue-title">Publish queue</h3>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void queue.refetch()}
            disabled={queue.isFetching}
          >
            {queue.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        </StyledHealthHead>
        <QueryState
          isLoading={queue.isLoading}
          error={queue.data ? undefined : queue.error}
          onRetry={() => void queue.refetch()}
          loadingMessage="Loading the queue..."
          errorMessage="The queue's health could not be read."
        >
          {queue.data && <QueueHealth health={queue.data} />}
        </QueryState>
      </StyledHealth>
      {platforms.data && <PlatformSetupNote platforms={platforms.data} headingLevel={3} />}
      <StyledSpacer />

      {filters}
      <StyledCount role="status">{posts.data ? countLabel(total, 'post') : ''}</StyledCount>
      <QueryState
        isLoading={posts.isLoading}
        error={posts.data ? undefined : posts.error}
        onRetry={() => void posts.refetch()}
        loadingMessage="Loading posts..."
        errorMessage="The posts could not be loaded."
        isEmpty={total === 0}
        emptyMessage={
          outcome === 'all' && platform === 'all'
            ? 'No member has made a post yet.'
            : 'No posts match these filters.'
        }
      >
        <PostList
          label="Members’ posts"
          posts={posts.data?.posts ?? []}
          busy={posts.isFetching}
          byline={(post) => <PostOwner post={post} />}
          actions={(post) => <RetryPostButtons post={post} />}
        />
        <PostPager page={page} pages={pages} onPage={setPage} />
      </QueryState>
    </>
  );
}
