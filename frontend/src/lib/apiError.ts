import { isErrorBody, type ErrorBody } from '@sandglass/shared';

/** The shared JSON error body, if `error` (an RTK Query error or anything thrown) carries one. */
export function errorBodyOf(error: unknown): ErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  return isErrorBody(data) ? data : undefined;
}

/**
 * The sentence the service wrote for a person (e.g. "Invalid email or password."), or `fallback`
 * when there is none: network failures, a proxy's HTML error page, a bug.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return errorBodyOf(error)?.message.trim() || fallback;
}

/** Per-field problems of a 400, keyed by field name (first message wins). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of errorBodyOf(error)?.details ?? []) {
    if (typeof field === 'string' && typeof message === 'string' && !(field in fields)) {
      fields[field] = message;
    }
  }
  return fields;
}
