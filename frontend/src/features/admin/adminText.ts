import { CONTACT_INTERESTS } from '@sandglass/shared';

/** Spec section 9: the admin tables cut portfolio descriptions (and other long text) at 60 characters. */
export const PREVIEW_LENGTH = 60;

/** The first `length` characters followed by "...", or the whole text when it is short enough. */
export function preview(text: string, length: number = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}...` : flat;
}

const DAY = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const localDay = new Intl.DateTimeFormat('en-US', DAY);
const calendarDay = new Intl.DateTimeFormat('en-US', { ...DAY, timeZone: 'UTC' });
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * "Mar 31, 2026": a timestamp's day where the admin is; a calendar date (YYYY-MM-DD, such as a
 * deadline) is the day that was chosen, wherever the admin is.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const calendar = CALENDAR_DATE.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '—';
  return (calendar ? calendarDay : localDay).format(date);
}

/** "Mar 31, 2026, 9:05 AM" in the admin's own time zone: when a message arrived. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}

/** "Seeking Investment" for "investment": the contact form's own wording (spec section 5). */
export function interestLabel(value: string): string {
  return CONTACT_INTERESTS.find((interest) => interest.value === value)?.label ?? value;
}
