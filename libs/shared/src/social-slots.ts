/**
 * Posting slots (issue 22): the weekly times a member likes to post at, in their time zone.
 * POST /api/social/queue schedules a post at the next of them not yet taken.
 */

/** One weekly time: weekday 0–6 (Sunday first) and a 24-hour `HH:MM` in the slots' time zone. */
export interface PostingSlot {
  weekday: number;
  time: string;
}

/** GET and PUT /api/social/slots. */
export interface PostingSlots {
  /** Sorted by weekday, then time; no two alike. */
  slots: PostingSlot[];
  /** An IANA time zone name, such as Europe/Berlin; UTC until the member saves one. */
  timeZone: string;
}

export const POSTING_SLOTS_MAX = 50;

/** How far ahead the queue looks for a free slot. */
export const QUEUE_HORIZON_WEEKS = 8;

export const DEFAULT_SLOTS_TIME_ZONE = 'UTC';

/** `HH:MM`, 24-hour, 00:00 to 23:59. */
export const SLOT_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The slots sorted by weekday, then time, each once. */
export function normaliseSlots(slots: readonly PostingSlot[]): PostingSlot[] {
  const seen = new Set<string>();
  return [...slots]
    .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time))
    .filter((slot) => {
      const key = `${slot.weekday} ${slot.time}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
