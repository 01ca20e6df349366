import type { AnalyticsFigure } from '@sandglass/shared';

const whole = new Intl.NumberFormat('en-US');
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export type FigureKind = 'count' | 'percent' | 'seconds' | 'decimal';

/** 1,280 · 66.7% · 2m 05s · 1.67 */
export function formatFigure(value: number, kind: FigureKind): string {
  switch (kind) {
    case 'percent':
      return `${decimal.format(value)}%`;
    case 'seconds': {
      const minutes = Math.floor(value / 60);
      const seconds = Math.round(value % 60);
      return minutes ? `${minutes}m ${String(seconds).padStart(2, '0')}s` : `${seconds}s`;
    }
    case 'decimal':
      return decimal.format(value);
    case 'count':
      return whole.format(value);
  }
}

export interface Change {
  /** e.g. "+12.5%", "−3 pts", "New", "No change". */
  text: string;
  direction: 'up' | 'down' | 'flat';
}

/**
 * The change against the previous period: percentage points for rates (a relative change of a
 * percentage misleads), a relative change for everything else, "New" when there was nothing.
 */
export function changeOf({ current, previous }: AnalyticsFigure, kind: FigureKind): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (current === previous) return { text: 'No change', direction };
  const sign = direction === 'up' ? '+' : '−';
  if (kind === 'percent') {
    return { text: `${sign}${decimal.format(Math.abs(current - previous))} pts`, direction };
  }
  if (previous === 0) return { text: 'New', direction };
  const relative = (Math.abs(current - previous) / previous) * 100;
  return { text: `${sign}${decimal.format(Math.round(relative * 10) / 10)}%`, direction };
}

/** "Nov 23, 14:05": the dashboard's one style for a moment (UTC, like the figures). */
export function formatMoment(time: string): string {
  const date = new Date(time);
  const day = date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const clock = [date.getUTCHours(), date.getUTCMinutes()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return `${day}, ${clock}`;
}

/** "Nov 23" for a day, "Nov 23, 14:00" for an hour (UTC, like the figures). */
export function formatPointTime(time: string, interval: 'hour' | 'day'): string {
  const moment = formatMoment(time);
  return interval === 'day' ? moment.slice(0, moment.indexOf(',')) : moment;
}

/** The CSV's file name: website-analytics-30d-2026-11-23.csv */
export function exportFileName(range: string, today: Date): string {
  return `website-analytics-${range}-${today.toISOString().slice(0, 10)}.csv`;
}
