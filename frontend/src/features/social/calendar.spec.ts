import { describe, expect, it } from '@jest/globals';
import type { ScheduledPost } from '@sandglass/shared';
import { calendarTitle, calendarWeeks, dayKey, moveAnchor, postsByDay } from './calendar';

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
});
