import type { ScheduledPost } from '@sandglass/shared';
import { format, isSameMonth, isToday, startOfToday } from 'date-fns';
import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import {
  calendarTitle,
  calendarWeeks,
  dayKey,
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

const StyledPost = styled.li<{ $outcome: ScheduledPost['outcome'] }>`
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
  border-left: 3px solid
    ${({ theme, $outcome }) =>
      ({
        pending: theme.color.sand,
        posted: theme.color.success,
        partly_posted: theme.color.info,
        failed: theme.color.danger,
        cancelled: theme.color.control,
      })[$outcome]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledViews = styled(TabsList)`
  display: inline-grid;
`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface PostCalendarProps {
  posts: readonly ScheduledPost[];
}

/** The posts on a month or week grid, by the day and time they go out (in the person's zone). */
export function PostCalendar({ posts }: PostCalendarProps) {
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(startOfToday);
  const byDay = postsByDay(posts);
  const title = calendarTitle(anchor, view);

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
                    const dayPosts = byDay.get(dayKey(day)) ?? [];
                    const today = isToday(day);
                    return (
                      <StyledDay
                        key={dayKey(day)}
                        $muted={view === 'month' && !isSameMonth(day, anchor)}
                        $today={today}
                        $tall={view === 'week'}
                        aria-current={today ? 'date' : undefined}
                      >
                        <StyledDate $today={today}>
                          <time dateTime={dayKey(day)} aria-label={format(day, 'EEEE, MMMM d')}>
                            {format(day, 'd')}
                          </time>
                        </StyledDate>
                        {dayPosts.length > 0 && (
                          <StyledPosts>
                            {dayPosts.map((post) => (
                              <StyledPost
                                key={post.id}
                                $outcome={post.outcome}
                                title={post.content.text}
                              >
                                {formatClock(post.scheduledTime)}{' '}
                                <span>({outcomeLabel(post)})</span> {post.content.text}
                              </StyledPost>
                            ))}
                          </StyledPosts>
                        )}
                      </StyledDay>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledScroller>
      </TabsContent>
    </Tabs>
  );
}
