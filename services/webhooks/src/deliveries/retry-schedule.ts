/**
 * Waits before each retry, after the first attempt: the Standard Webhooks schedule (as Svix
 * sends it), about 27.6 hours in all, so a receiver that is down for most of a day still gets
 * every event.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** An endpoint whose every delivery has failed this long is disabled and its owner told. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3_600_000;

/** When attempt number `attempts` (1-based, just made) is tried again, or null: it is not. */
export function nextRetryAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

/** How an attempt ended, as the retry rules read it. */
export type AttemptOutcome =
  | { kind: 'delivered'; statusCode: number }
  | { kind: 'gone'; statusCode: 410 }
  /** 5xx, 429, timeouts and network errors: tried again. */
  | { kind: 'retry'; statusCode: number | null; error: string }
  /** Any other answer (4xx, a redirect), or an address that is refused: not tried again. */
  | { kind: 'failed'; statusCode: number | null; error: string };

export function outcomeOf(statusCode: number): AttemptOutcome {
  if (statusCode >= 200 && statusCode < 300) return { kind: 'delivered', statusCode };
  if (statusCode === 410) return { kind: 'gone', statusCode: 410 };
  if (statusCode >= 500 || statusCode === 429) {
    return { kind: 'retry', statusCode, error: `The endpoint answered ${statusCode}.` };
  }
  if (statusCode >= 300 && statusCode < 400) {
    return {
      kind: 'failed',
      statusCode,
      error: `The endpoint answered ${statusCode} (a redirect); redirects are not followed, so give its final address.`,
    };
  }
  return { kind: 'failed', statusCode, error: `The endpoint answered ${statusCode}.` };
}
