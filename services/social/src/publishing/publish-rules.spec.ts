import { PlatformError } from '../platforms/platform.js';
import {
  decideAfterError,
  MAX_PUBLISH_TRIES,
  RATE_LIMIT_DEFAULT_MS,
  retryDelayMs,
  type DecisionContext,
} from './publish-rules.js';

const now = new Date('2026-11-23T12:00:00Z');
const context = (overrides: Partial<DecisionContext> = {}): DecisionContext => ({
  platform: 'twitter',
  failedTries: 1,
  refreshed: false,
  now,
  ...overrides,
});

describe('what the worker does after a publish call fails', () => {
  it('waits out a rate limit until its reset without counting a failure', () => {
    const retryAt = new Date(now.getTime() + 90_000);
    const decision = decideAfterError(
      new PlatformError('rate_limited', 'X is rate limiting.', { retryAt }),
      context({ failedTries: MAX_PUBLISH_TRIES }),
    );
    expect(decision).toMatchObject({ action: 'retry', at: retryAt, counted: false });
  });

  it('waits a minute on a rate limit that names no reset', () => {
    const decision = decideAfterError(new PlatformError('rate_limited', 'Slow down.'), context());
    expect(decision).toMatchObject({ at: new Date(now.getTime() + RATE_LIMIT_DEFAULT_MS) });
  });

  it.each(['not_sent', 'transient'] as const)(
    'retries a %s failure with a growing delay, then fails it as retryable',
    (kind) => {
      const error = new PlatformError(kind, 'X could not be reached.');
      expect(decideAfterError(error, context({ failedTries: 2 }))).toMatchObject({
        action: 'retry',
        counted: true,
        at: new Date(now.getTime() + retryDelayMs(2)),
      });
      expect(decideAfterError(error, context({ failedTries: MAX_PUBLISH_TRIES }))).toMatchObject({
        action: 'fail',
        retryable: true,
        outcomeUnknown: false,
        error: expect.stringContaining(`tried ${MAX_PUBLISH_TRIES} times`),
      });
    },
  );

  it('doubles the retry delay up to 15 minutes', () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 900_000]);
  });

  it('refreshes the token once after a 401, then asks to reconnect', () => {
    const error = new PlatformError('unauthorized', 'X refused the token.');
    expect(decideAfterError(error, context())).toEqual({ action: 'refresh' });
    expect(decideAfterError(error, context({ refreshed: true }))).toMatchObject({
      action: 'fail',
      retryable: true,
      error: expect.stringContaining('Reconnect X (Twitter) on the Accounts tab'),
    });
  });

  it('never retries a refusal and keeps the platform’s reason', () => {
    const error = new PlatformError('rejected', 'X refused the post: it is a duplicate.');
    expect(decideAfterError(error, context())).toEqual({
      action: 'fail',
      error: 'X refused the post: it is a duplicate.',
      errorKind: 'rejected',
      retryable: false,
      outcomeUnknown: false,
    });
  });

  it('reconciles an unknown outcome, and anything that is not a platform answer', () => {
    expect(
      decideAfterError(new PlatformError('unknown', 'The connection was reset.'), context()),
    ).toEqual({ action: 'reconcile', reason: 'The connection was reset.' });
    expect(decideAfterError(new TypeError('x is undefined'), context())).toMatchObject({
      action: 'reconcile',
    });
  });
});
