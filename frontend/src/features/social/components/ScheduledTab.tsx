import type { ScheduledPost, SocialPlatformInfo } from '@sandglass/shared';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryState } from '../../../ui/QueryState';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { isEditable } from '../postStatus';
import { myPosts, useScheduledPostsQuery } from '../socialApi';
import { EditPostDialog } from './EditPostDialog';
import { PostCalendar } from './PostCalendar';
import { CancelPostButton, RetryPostButtons } from './PostActions';
import { PostList, PostPager } from './PostList';
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

/** The two ways to see the posts; a compact pair of tabs rather than the full-width row. */
const StyledViews = styled(TabsList)`
  display: inline-grid;
`;

export interface ScheduledTabProps {
  platforms: readonly SocialPlatformInfo[];
  onOpenAccounts: () => void;
}

/**
 * Spec section 2's Scheduled tab: the member's posts, newest first, as a list (with cancel for
 * pending ones, and beyond the spec edit and retry) or on a calendar. Statuses change here as
 * the worker publishes, pushed by the event stream.
 */
export function ScheduledTab({ platforms, onOpenAccounts }: ScheduledTabProps) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ScheduledPost | null>(null);
  const query = useScheduledPostsQuery(myPosts(page));
  const posts = query.data?.posts ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (query.data?.pageSize ?? 1)));

  return (
    <>
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading scheduled posts..."
        errorMessage="Your posts could not be loaded."
      >
        {total === 0 ? (
          <EmptyState message="No scheduled posts yet" />
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
                actions={(post) => (
                  <>
                    <RetryPostButtons post={post} />
                    {isEditable(post.status) && (
                      <Button variant="secondary" size="sm" onClick={() => setEditing(post)}>
                        Edit
                      </Button>
                    )}
                    <CancelPostButton post={post} />
                  </>
                )}
              />
            </TabsContent>
            <TabsContent value="calendar">
              <PostCalendar posts={posts} />
            </TabsContent>
            <PostPager page={page} pages={pages} onPage={setPage} />
          </Tabs>
        )}
      </QueryState>
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
