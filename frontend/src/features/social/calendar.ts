import type { ScheduledPost } from '@sandglass/shared';
import {
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isBefore,
  isSameMonth,
  startOfMonth,
  startOfToday,
  startOfWeek,
} from 'date-fns';
import { scheduledTimeIso, timeOfDay } from './composer';

export type CalendarView = 'month' | 'week';

/** The days a month view (whole weeks, Sunday first) or a week view shows around `anchor`. */
export function calendarWeeks(anchor: Date, view: CalendarView): Date[][] {
  const first = view === 'month' ? startOfWeek(startOfMonth(anchor)) : startOfWeek(anchor);
  const last = view === 'month' ? endOfWeek(endOfMonth(anchor)) : endOfWeek(anchor);
  const days = eachDayOfInterval({ start: first, end: last });
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The anchor one page earlier (-1) or later (+1). */
export function moveAnchor(anchor: Date, view: CalendarView, step: -1 | 1): Date {
  return view === 'month' ? addMonths(anchor, step) : addWeeks(anchor, step);
}

/** A day's key in the person's own time zone, e.g. "2026-11-24". */
export function dayKey(day: Date): string {
  return format(day, 'yyyy-MM-dd');
}

/**
 * Posts by the local day they are scheduled on, each day's in time order (a draft without a
 * time is on no day).
 */
export function postsByDay(posts: readonly ScheduledPost[]): Map<string, ScheduledPost[]> {
  const days = new Map<string, ScheduledPost[]>();
  const timed = posts.filter(
    (post): post is ScheduledPost & { scheduledTime: string } => post.scheduledTime !== null,
  );
  const sorted = timed.sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime));
  for (const post of sorted) {
    const key = dayKey(new Date(post.scheduledTime));
    days.set(key, [...(days.get(key) ?? []), post]);
  }
  return days;
}

/** The heading of the page shown: "November 2026", or the week's span. */
export function calendarTitle(anchor: Date, view: CalendarView): string {
  if (view === 'month') return format(anchor, 'MMMM yyyy');
  const start = startOfWeek(anchor);
  const end = endOfWeek(anchor);
  return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
}

/** The days the phone's list shows: the month's own days, or the week's. */
export function calendarDays(anchor: Date, view: CalendarView): Date[] {
  const days = calendarWeeks(anchor, view).flat();
  return view === 'month' ? days.filter((day) => isSameMonth(day, anchor)) : days;
}

/** A post can be started on, or moved to, today or a later day. */
export function isOpenDay(day: Date, today: Date = startOfToday()): boolean {
  return !isBefore(day, today);
}

/** The post's new time when it moves to `day`: the same time of day, in the person's zone. */
export function movedTime(post: Pick<ScheduledPost, 'scheduledTime'>, day: Date): string {
  return scheduledTimeIso(day, timeOfDay(post.scheduledTime ?? new Date().toISOString()));
}

/** What a calendar chip says in full (its tooltip when cut): "9:00 AM · Pending · text". */
export function chipTitle(clock: string, status: string, text: string): string {
  return `${clock} · ${status} · ${text}`;
}
