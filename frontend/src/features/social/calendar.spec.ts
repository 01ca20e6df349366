import { describe, expect, it } from '@jest/globals';
import type { ScheduledPost } from '@sandglass/shared';
import {
  calendarDays,
  calendarTitle,
  calendarWeeks,
  chipTitle,
  dayKey,
  isOpenDay,
  moveAnchor,
  movedTime,
  postsByDay,
} from './calendar';

const post = (id: string, scheduledTime: string) => ({ id, scheduledTime }) as ScheduledPost;

describe('the calendar', () => {
  it('shows whole weeks around the month, Sunday first', () => {
    const weeks = calendarWeeks(new Date(2026, 10, 23), 'month');
    expect(weeks).toHaveLength(5);
    expect(dayKey(weeks[0]![0]!)).toBe('2026-11-01');
    expect(dayKey(weeks[4]![6]!)).toBe('2026-12-05');
    expect(calendarTitle(new Date(2026, 10, 23), 'month')).toBe('November 2026');
  });

  it('shows one week in week view and steps by a week', () => {
    const anchor = new Date(2026, 10, 25);
    expect(calendarWeeks(anchor, 'week').map((week) => week.map(dayKey))).toEqual([
      [
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
        '2026-11-28',
      ],
    ]);
    expect(dayKey(moveAnchor(anchor, 'week', 1))).toBe('2026-12-02');
    expect(dayKey(moveAnchor(anchor, 'month', -1))).toBe('2026-10-25');
    expect(calendarTitle(anchor, 'week')).toBe('Nov 22 – Nov 28, 2026');
  });

  it('puts posts on their local day in time order', () => {
    const late = new Date(2026, 10, 24, 18, 0).toISOString();
    const early = new Date(2026, 10, 24, 9, 0).toISOString();
    const next = new Date(2026, 10, 25, 9, 0).toISOString();
    const days = postsByDay([post('late', late), post('next', next), post('early', early)]);
    expect(days.get('2026-11-24')?.map((item) => item.id)).toEqual(['early', 'late']);
    expect(days.get('2026-11-25')?.map((item) => item.id)).toEqual(['next']);
  });

  it('moves a post to another day at the same time of day', () => {
    const at = new Date(2026, 11, 1, 9, 45);
    const moved = new Date(movedTime({ scheduledTime: at.toISOString() }, new Date(2026, 11, 9)));
    expect(dayKey(moved)).toBe('2026-12-09');
    expect([moved.getHours(), moved.getMinutes()]).toEqual([9, 45]);
  });

  it('lists a month’s own days for the phone, and opens today and later days only', () => {
    const days = calendarDays(new Date(2026, 10, 23), 'month');
    expect(days).toHaveLength(30);
    expect(dayKey(days[0]!)).toBe('2026-11-01');
    expect(calendarDays(new Date(2026, 10, 23), 'week')).toHaveLength(7);
    const today = new Date(2026, 10, 26);
    expect(isOpenDay(new Date(2026, 10, 26), today)).toBe(true);
    expect(isOpenDay(new Date(2026, 10, 25), today)).toBe(false);
    expect(chipTitle('9:00 AM', 'Pending', 'Hello')).toBe('9:00 AM · Pending · Hello');
  });
});
