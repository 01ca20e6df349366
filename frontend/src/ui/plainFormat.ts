/**
 * Dates and numbers in US English for the public pages, written without `Intl`: the first
 * `Intl.DateTimeFormat` a page creates loads the browser's locale data, about 40 ms on a fast
 * machine (and four times that on the slow phone Lighthouse models), which lands in the long
 * task that starts the app. The formats here are fixed (one locale, UTC), so a table does it.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "February 1, 2026": the UTC calendar day, as `dateStyle: 'long'` writes it in en-US. */
export function longUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "12,345": a whole number with its thousands grouped, as en-US writes it. */
export function groupedNumber(value: number): string {
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
