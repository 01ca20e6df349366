import type { ScheduledPost } from '@sandglass/shared';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { GridList } from '../../../ui/GridList';
import { PostCard } from './PostCard';

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const StyledPageOf = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface PostListProps {
  label: string;
  posts: readonly ScheduledPost[];
  /** A newer page is on its way: the list says it is busy. */
  busy: boolean;
  byline?: (post: ScheduledPost) => ReactNode;
  actions: (post: ScheduledPost) => ReactNode;
}

/** Posts as cards, newest first, each with its actions (the member's list and the admin's). */
export function PostList({ label, posts, busy, byline, actions }: PostListProps) {
  return (
    <GridList $gap={4} aria-label={label} aria-busy={busy}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} byline={byline?.(post)} actions={actions(post)} />
        </li>
      ))}
    </GridList>
  );
}

export interface PostPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Newer and older pages of posts; nothing when they fit on one. */
export function PostPager({ page, pages, onPage }: PostPagerProps) {
  if (pages <= 1) return null;
  return (
    <StyledPager aria-label="Pages of posts">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer posts
      </Button>
      <StyledPageOf>
        Page {page} of {pages}
      </StyledPageOf>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Older posts
      </Button>
    </StyledPager>
  );
}
