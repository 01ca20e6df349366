import type { ScheduledPost } from '@sandglass/shared';
import { format, isSameMonth, isToday, startOfToday } from 'date-fns';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { useMediaQuery } from '../../../ui/useMediaQuery';
import {
  calendarDays,
  calendarTitle,
  calendarWeeks,
  chipTitle,
  dayKey,
  isOpenDay,
  moveAnchor,
  postsByDay,
  type CalendarView,
} from '../calendar';
import { outcomeLabel } from '../postStatus';
import { formatClock } from '../postTime';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledNav = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    min-width: 10rem;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const StyledCaption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const StyledScroller = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 42rem;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th {
    padding: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    text-transform: uppercase;
  }
`;

const StyledDay = styled.td<{ $muted: boolean; $today: boolean; $tall: boolean }>`
  height: ${({ $tall }) => ($tall ? '14rem' : '6.5rem')};
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  vertical-align: top;
  background: ${({ theme, $today }) => ($today ? theme.color.paper : theme.color.surface)};
  color: ${({ theme, $muted }) => ($muted ? theme.color.inkMuted : theme.color.ink)};
`;

const StyledDate = styled.span<{ $today: boolean }>`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: ${({ $today }) => ($today ? 700 : 500)};
`;

const StyledPosts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChip = styled.button<{ $outcome: ScheduledPost['outcome'] }>`
  display: grid;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  border: 0;
  border-left: 3px solid
    ${({ theme, $outcome }) =>
      ({
        draft: theme.color.line,
        pending: theme.color.sand,
        posted: theme.color.success,
        partly_posted: theme.color.info,
        failed: theme.color.danger,
        cancelled: theme.color.control,
      })[$outcome]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &[draggable='true'] {
    cursor: grab;
  }

  &:hover {
    background: ${({ theme }) => theme.color.paper};
  }

  /* Time and status whole (they wrap); only the text is cut, and the title says it all. */
  .when {
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  .text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledDayHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledNewPost = styled.button`
  min-width: 28px;
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px dashed transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font: inherit;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.line};
    color: ${({ theme }) => theme.color.ink};
  }
`;

const StyledDayList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 70vh;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const StyledListDay = styled.li<{ $today: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $today }) => ($today ? theme.color.ink : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $today }) => ($today ? theme.color.paper : theme.color.surface)};

  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ $today }) => ($today ? 700 : 600)};
  }
`;

const StyledViews = styled(TabsList)`
  display: inline-grid;
`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface PostCalendarProps {
  posts: readonly ScheduledPost[];
  /** A post's chip was chosen: show the post. */
  onOpenPost: (post: ScheduledPost) => void;
  /** A day (today or later) was chosen: start a post for it. */
  onStartPost: (day: Date) => void;
  /** A pending post was dropped on another day (today or later). */
  onMovePost: (post: ScheduledPost, day: Date) => void;
}

/** A phone's screen: the month becomes a list of days instead of a 7-column grid. */
export const PHONE_QUERY = '(max-width: 480px)';

const DRAG_TYPE = 'application/x-sandglass-post';

interface DayProps {
  day: Date;
  posts: readonly ScheduledPost[];
  onOpenPost: (post: ScheduledPost) => void;
  onStartPost: (day: Date) => void;
}

function DayPosts({ posts, onOpenPost }: Pick<DayProps, 'posts' | 'onOpenPost'>) {
  if (posts.length === 0) return null;
  return (
    <StyledPosts>
      {posts.map((post) => {
        const clock = formatClock(post.scheduledTime);
        const status = outcomeLabel(post);
        const pending = post.status === 'pending';
        return (
          <li key={post.id}>
            <StyledChip
              type="button"
              $outcome={post.outcome}
              title={chipTitle(clock, status, post.content.text)}
              aria-label={`Open the post: ${chipTitle(clock, status, post.content.text)}`}
              draggable={pending}
              onDragStart={
                pending
                  ? (event: DragEvent) => {
                      event.dataTransfer.setData(DRAG_TYPE, post.id);
                      event.dataTransfer.effectAllowed = 'move';
                    }
                  : undefined
              }
              onClick={() => onOpenPost(post)}
            >
              <span className="when">
                {clock} <span>({status})</span>
              </span>
              <span className="text">{post.content.text}</span>
            </StyledChip>
          </li>
        );
      })}
    </StyledPosts>
  );
}

function NewPostButton({ day, onStartPost }: Pick<DayProps, 'day' | 'onStartPost'>) {
  if (!isOpenDay(day)) return null;
  return (
    <StyledNewPost
      type="button"
      aria-label={`New post on ${format(day, 'EEEE, MMMM d')}`}
      title="New post on this day"
      onClick={() => onStartPost(day)}
    >
      +
    </StyledNewPost>
  );
}

/**
 * The posts on a month or week grid (a list of days on a phone), by the day and time they go
 * out in the person's zone. A chip opens its post; + on a day starts a post for it; a pending
 * post can be dragged to another day (the keyboard way is the post's "Move to…").
 */
export function PostCalendar({ posts, onOpenPost, onStartPost, onMovePost }: PostCalendarProps) {
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(startOfToday);
  const phone = useMediaQuery(PHONE_QUERY);
  const byDay = postsByDay(posts);
  const title = calendarTitle(anchor, view);
  const listRef = useRef<HTMLOListElement>(null);

  // On a phone, today's row is scrolled into view in the list (not the page).
  useEffect(() => {
    const list = listRef.current;
    const today = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (list && today) list.scrollTop = today.offsetTop - list.offsetTop;
  }, [phone, anchor, view]);

  function dropTarget(day: Date) {
    if (!isOpenDay(day)) return {};
    return {
      onDragOver: (event: DragEvent) => {
        if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      },
      onDrop: (event: DragEvent) => {
        const id = event.dataTransfer.getData(DRAG_TYPE);
        const post = posts.find((item) => item.id === id);
        if (!post) return;
        event.preventDefault();
        if (!post.scheduledTime || dayKey(day) !== dayKey(new Date(post.scheduledTime)))
          onMovePost(post, day);
      },
    };
  }

  return (
    <Tabs value={view} onValueChange={(value) => setView(value as CalendarView)}>
      <StyledToolbar>
        <StyledNav>
          <IconButton
            variant="secondary"
            label={`Previous ${view}`}
            onClick={() => setAnchor((now) => moveAnchor(now, view, -1))}
          >
            ‹
          </IconButton>
          <h2 aria-live="polite">{title}</h2>
          <IconButton
            variant="secondary"
            label={`Next ${view}`}
            onClick={() => setAnchor((now) => moveAnchor(now, view, 1))}
          >
            ›
          </IconButton>
          <Button variant="ghost" size="sm" onClick={() => setAnchor(startOfToday())}>
            Today
          </Button>
        </StyledNav>
        <StyledViews aria-label="Calendar view">
          <TabsTrigger value="month">Month</TabsTrigger>
          <TabsTrigger value="week">Week</TabsTrigger>
        </StyledViews>
      </StyledToolbar>
      <TabsContent value={view}>
        {phone ? (
          <StyledDayList ref={listRef} aria-label={`Days in ${title}`}>
            {calendarDays(anchor, view).map((day) => {
              const today = isToday(day);
              return (
                <StyledListDay
                  key={dayKey(day)}
                  $today={today}
                  aria-current={today ? 'date' : undefined}
                  {...dropTarget(day)}
                >
                  <StyledDayHead>
                    <h3>
                      <time dateTime={dayKey(day)}>{format(day, 'EEEE, MMMM d')}</time>
                      {today && ' (today)'}
                    </h3>
                    <NewPostButton day={day} onStartPost={onStartPost} />
                  </StyledDayHead>
                  <DayPosts posts={byDay.get(dayKey(day)) ?? []} onOpenPost={onOpenPost} />
                </StyledListDay>
              );
            })}
          </StyledDayList>
        ) : (
          <StyledScroller tabIndex={0} role="group" aria-label={`Posts in ${title}`}>
            <StyledTable>
              <StyledCaption>{title}</StyledCaption>
              <thead>
                <tr>
                  {WEEKDAYS.map((weekday) => (
                    <th key={weekday} scope="col">
                      <abbr title={weekday}>{weekday.slice(0, 3)}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {calendarWeeks(anchor, view).map((week) => (
                  <tr key={dayKey(week[0]!)}>
                    {week.map((day) => {
                      const today = isToday(day);
                      return (
                        <StyledDay
                          key={dayKey(day)}
                          $muted={view === 'month' && !isSameMonth(day, anchor)}
                          $today={today}
                          $tall={view === 'week'}
                          aria-current={today ? 'date' : undefined}
                          {...dropTarget(day)}
                        >
                          <StyledDayHead>
                            <StyledDate $today={today}>
                              <time dateTime={dayKey(day)} aria-label={format(day, 'EEEE, MMMM d')}>
                                {format(day, 'd')}
                              </time>
                            </StyledDate>
                            <NewPostButton day={day} onStartPost={onStartPost} />
                          </StyledDayHead>
                          <DayPosts posts={byDay.get(dayKey(day)) ?? []} onOpenPost={onOpenPost} />
                        </StyledDay>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </StyledScroller>
        )}
      </TabsContent>
    </Tabs>
  );
}
