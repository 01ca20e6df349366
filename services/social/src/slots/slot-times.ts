import { TZDate } from '@date-fns/tz';
import { QUEUE_HORIZON_WEEKS, type PostingSlot } from '@sandglass/shared';

/**
 * The earliest slot time after `now` that is not in `taken` (instants in ms), looking
 * `horizonWeeks` ahead; null when every one is taken. Each slot is a wall-clock time in
 * `timeZone`, so a 09:00 slot stays 09:00 there across a daylight-saving change (a time the
 * change skips, such as 02:30 on the spring-forward night, moves on by the skipped hour).
 */
export function nextFreeSlot(
  slots: readonly PostingSlot[],
  timeZone: string,
  now: Date,
  taken: ReadonlySet<number>,
  horizonWeeks = QUEUE_HORIZON_WEEKS,
): Date | null {
  const today = new TZDate(now, timeZone);
  const [year, month, date] = [today.getFullYear(), today.getMonth(), today.getDate()];
  for (let day = 0; day <= horizonWeeks * 7; day++) {
    const weekday = new TZDate(year, month, date + day, timeZone).getDay();
    const times = slots
      .filter((slot) => slot.weekday === weekday)
      .map((slot) => {
        const [hours, minutes] = slot.time.split(':').map(Number);
        return new TZDate(year, month, date + day, hours, minutes, timeZone).getTime();
      })
      .sort((a, b) => a - b);
    const free = times.find((time) => time > now.getTime() && !taken.has(time));
    if (free !== undefined) return new Date(free);
  }
  return null;
}

/** Whether `name` is an IANA time zone this runtime knows (Europe/Berlin, UTC); its usual spelling. */
export function canonicalTimeZone(name: string): string | null {
  // Region names only: offsets such as +01:00 are not a place, and never change with the seasons.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
