import { AppError } from '@sandglass/server';

function inWords(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export class AiRateLimitedError extends AppError {
  constructor(perMinute: number, retryAfterSeconds: number) {
    super(
      'AI_RATE_LIMITED',
      `You can start ${perMinute} AI generation${perMinute === 1 ? '' : 's'} a minute. Try again in ${inWords(retryAfterSeconds)}.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

export class AiBudgetExhaustedError extends AppError {
  constructor(budget: number, retryAfterSeconds: number) {
    super(
      'AI_DAILY_BUDGET_EXHAUSTED',
      `You have used today’s AI allowance of ${budget.toLocaleString('en-US')} tokens. It renews at midnight UTC, in ${inWords(retryAfterSeconds)}.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

export class AiLimitsUnavailableError extends AppError {
  constructor() {
    super(
      'AI_LIMITS_UNAVAILABLE',
      'AI is paused for a moment: we cannot check your daily allowance right now. Please try again shortly.',
      undefined,
      { 'Retry-After': '5' },
    );
  }
}
