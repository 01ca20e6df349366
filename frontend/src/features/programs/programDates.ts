import { longUtcDate } from '../../ui/plainFormat';

/** "June 30, 2026" for a YYYY-MM-DD deadline; rolling admissions when there is none. */
export function formatDeadline(deadline: string | null): string {
  if (!deadline) return 'Rolling admissions';
  const date = new Date(`${deadline}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? deadline : longUtcDate(date);
}
