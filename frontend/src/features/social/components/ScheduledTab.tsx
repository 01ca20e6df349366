import type { ScheduledPost, SocialPlatformInfo } from '@sandglass/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { FilterButtons } from '../../../ui/FilterButtons';
import { QueryState } from '../../../ui/QueryState';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { isEditable } from '../postStatus';
import { myPosts, POST_FILTERS, useScheduledPostsQuery, type PostFilter } from '../socialApi';
import { formatPostTime } from '../postTime';
import { EditPostDialog } from './EditPostDialog';
import { MovePostDialog, useMovePost } from './MovePostDialog';
import { PostCard } from './PostCard';
import { PostCalendar } from './PostCalendar';
import { CancelPostButton, DraftActions, RetryPostButtons } from './PostActions';
import { PostList, PostPager } from './PostList';
import { PostingSlotsEditor } from './PostingSlotsEditor';
import { countLabel } from '../../../lib/countLabel';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const StyledCount = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const FILTERS = [
  { value: 'active', label: 'Scheduled and sent' },
  { value: 'draft', label: 'Drafts' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

const EMPTY: Record<PostFilter, string> = {
  active: 'No scheduled posts yet',
  draft: 'No drafts',
  cancelled: 'No cancelled posts',
};

const isPostFilter = (value: string | null): value is PostFilter =>
  (POST_FILTERS as readonly (string | null)[]).includes(value);

const StyledFilters = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The two ways to see the posts; a compact pair of tabs rather than the full-width row. */
const StyledViews = styled(TabsList)`
  display: inline-grid;
`;

export interface ScheduledTabProps {
  platforms: readonly SocialPlatformInfo[];
  onOpenAccounts: () => void;
  /** A day on the calendar was chosen: start a post for that day. */
  onStartPost: (day: Date) => void;
}

/**
 * Spec section 2's Scheduled tab: the member's posts by send time (what goes out next first),
 * the cancelled ones under a filter of their own, as a list (with cancel for
 * pending ones, and beyond the spec edit and retry) or on a calendar. Statuses change here as
 * the worker publishes, pushed by the event stream. Below them, the posting slots Add to Queue
 * fills.
 */
export function ScheduledTab({ platforms, onOpenAccounts, onStartPost }: ScheduledTabProps) {
  const [page, setPage] = useState(1);
  // The filter is the address's ?status (draft or cancelled), so it can be linked to.
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const filter: PostFilter = isPostFilter(requested) ? requested : 'active';
  function setFilter(value: PostFilter) {
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value === 'active') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );
  }
  const [editing, setEditing] = useState<ScheduledPost | null>(null);
  const [moving, setMoving] = useState<ScheduledPost | null>(null);
  // The post opened from the calendar, by id, so it follows the live list.
  const [openedId, setOpenedId] = useState<string | null>(null);
  const { move } = useMovePost();
  const query = useScheduledPostsQuery(myPosts(page, filter));
  const posts = query.data?.posts ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (query.data?.pageSize ?? 1)));
  const opened = posts.find((post) => post.id === openedId) ?? null;

  /** The same actions on a post in the list and opened from the calendar. */
  function actions(post: ScheduledPost, then: () => void = () => undefined) {
    const editable = isEditable(post.status);
    return (
      <>
        <RetryPostButtons post={post} />
        {(editable || post.status === 'draft') && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              then();
              setEditing(post);
            }}
          >
            Edit
          </Button>
        )}
        {editable && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              then();
              setMoving(post);
            }}
          >
            Move to…
          </Button>
        )}
        <CancelPostButton post={post} />
        <DraftActions
          post={post}
          onEdit={() => {
            then();
            setEditing(post);
          }}
        />
      </>
    );
  }

  return (
    <>
      <StyledFilters>
        <FilterButtons
          label="Show posts"
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      </StyledFilters>
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading scheduled posts..."
        errorMessage="Your posts could not be loaded."
      >
        {total === 0 ? (
          <EmptyState message={EMPTY[filter]} />
        ) : (
          <Tabs defaultValue="list">
            <StyledToolbar>
              <StyledViews aria-label="Show posts as">
                <TabsTrigger value="list">List</TabsTrigger>
                <TabsTrigger value="calendar">Calendar</TabsTrigger>
              </StyledViews>
              <StyledCount role="status">{countLabel(total, 'post')}</StyledCount>
            </StyledToolbar>
            <TabsContent value="list">
              <PostList
                label="Scheduled posts"
                posts={posts}
                busy={query.isFetching}
                actions={(post) => actions(post)}
              />
            </TabsContent>
            <TabsContent value="calendar">
              <PostCalendar
                posts={posts}
                onOpenPost={(post) => setOpenedId(post.id)}
                onStartPost={onStartPost}
                onMovePost={(post, day) => void move(post, day)}
              />
            </TabsContent>
            <PostPager page={page} pages={pages} onPage={setPage} />
          </Tabs>
        )}
      </QueryState>
      <PostingSlotsEditor />
      {opened && (
        <Dialog
          open
          onOpenChange={(open) => !open && setOpenedId(null)}
          title="Post"
          description={
            opened.status === 'draft'
              ? 'A draft: not published until you schedule or post it.'
              : `Goes out ${formatPostTime(opened.scheduledTime)}.`
          }
          size="lg"
        >
          <PostCard post={opened} actions={actions(opened, () => setOpenedId(null))} />
        </Dialog>
      )}
      {moving && <MovePostDialog post={moving} onClose={() => setMoving(null)} />}
      {editing && (
        <EditPostDialog
          post={editing}
          platforms={platforms}
          onOpenAccounts={() => {
            setEditing(null);
            onOpenAccounts();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
