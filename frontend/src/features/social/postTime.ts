/**
 * When a post is scheduled, in the person's own time zone, named: "Nov 24, 2026, 9:00 AM EST";
 * a draft without a time says so.
 */
export function formatPostTime(iso: string | null, timeZone?: string): string {
  if (iso === null) return 'no time chosen yet';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  })
    .format(new Date(iso))
    .concat(' ', zoneAbbreviation(iso, timeZone));
}

function zoneAbbreviation(iso: string, timeZone?: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** A post's time of day, for the calendar: "9:00 AM" (blank for a draft without a time). */
export function formatClock(iso: string | null, timeZone?: string): string {
  if (iso === null) return '';
  return new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone }).format(new Date(iso));
}
