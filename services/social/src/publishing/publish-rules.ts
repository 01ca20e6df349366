import { PLATFORM_DISPLAY_NAME, type SocialPlatform } from '@sandglass/shared';
import { PlatformError } from '../platforms/platform.js';

/**
 * What the worker may do after a publish call did not succeed (ARCHITECTURE.md "Social
 * publishing"): retry only what surely did not publish, reconcile what may have, and give up
 * with a sentence otherwise. Pure, so each rule is tested on its own.
 */
export type PublishDecision =
  /** Back to `queued`, its job delayed to `at`. `counted`: a failed try towards the bound. */
  | { action: 'retry'; at: Date; counted: boolean; note: string; errorKind: string }
  /** The token was refused: refresh it and call once more, in the same attempt. */
  | { action: 'refresh' }
  /** The request may have published: look on the platform before deciding. */
  | { action: 'reconcile'; reason: string }
  | {
      action: 'fail';
      error: string;
      errorKind: string;
      retryable: boolean;
      outcomeUnknown: boolean;
    };

/** Tries of one delivery that failed without publishing (not sent, transient) before giving up. */
export const MAX_PUBLISH_TRIES = 5;
/** First wait after a failure that surely did not publish; doubled each time, at most 15 min. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 15 * 60_000;
/** A rate limit that names no reset time is waited out this long. */
export const RATE_LIMIT_DEFAULT_MS = 60_000;

/** Wait before try `failedTries + 1`: 30 s, 1 min, 2 min, 4 min, … at most 15 min. */
export function retryDelayMs(failedTries: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failedTries - 1));
}

export interface DecisionContext {
  platform: SocialPlatform;
  /** Failed tries so far, this one included. */
  failedTries: number;
  /** The token was already refreshed after a refusal in this attempt. */
  refreshed: boolean;
  now: Date;
}

export function reconnectSentence(platform: SocialPlatform): string {
  const name = PLATFORM_DISPLAY_NAME[platform];
  return `${name} no longer accepts this account's access. Reconnect ${name} on the Accounts tab, then retry.`;
}

export function unknownOutcomeSentence(platform: SocialPlatform, reason: string): string {
  const name = PLATFORM_DISPLAY_NAME[platform];
  return `${name} did not confirm whether this was published (${reason.replace(/\.$/, '')}), and it could not be found on the account. Check the ${name} account before retrying: retrying may post it twice.`;
}

export function decideAfterError(error: unknown, context: DecisionContext): PublishDecision {
  if (!(error instanceof PlatformError)) {
    // Not the adapter's own answer (a bug, a lost connection inside it): the request may have
    // left, so it is treated as an unknown outcome, never re-posted.
    return { action: 'reconcile', reason: errorText(error) };
  }
  const name = PLATFORM_DISPLAY_NAME[context.platform];
  switch (error.kind) {
    case 'rate_limited': {
      const at = error.details.retryAt ?? new Date(context.now.getTime() + RATE_LIMIT_DEFAULT_MS);
      return {
        action: 'retry',
        at: at > context.now ? at : context.now,
        counted: false,
        errorKind: 'rate_limited',
        note: `${name} asked to wait before posting again; it will be published after ${at.toISOString()}.`,
      };
    }
    case 'not_sent':
    case 'transient':
      if (context.failedTries >= MAX_PUBLISH_TRIES) {
        return {
          action: 'fail',
          error: `${sentence(error.message)} It was tried ${context.failedTries} times without being published; retry it once ${name} is reachable.`,
          errorKind: error.kind,
          retryable: true,
          outcomeUnknown: false,
        };
      }
      return {
        action: 'retry',
        at: new Date(context.now.getTime() + retryDelayMs(context.failedTries)),
        counted: true,
        errorKind: error.kind,
        note: `${sentence(error.message)} It will be tried again shortly.`,
      };
    case 'unauthorized':
      if (!context.refreshed) return { action: 'refresh' };
      return {
        action: 'fail',
        error: reconnectSentence(context.platform),
        errorKind: 'unauthorized',
        retryable: true,
        outcomeUnknown: false,
      };
    case 'rejected':
      return {
        action: 'fail',
        error: sentence(error.message),
        errorKind: 'rejected',
        retryable: false,
        outcomeUnknown: false,
      };
    case 'unknown':
      return { action: 'reconcile', reason: error.message };
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
