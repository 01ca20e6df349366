import { AppError } from '@sandglass/server';
import { AI_NOT_CONFIGURED } from '@sandglass/shared';
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

export class AiNotConfiguredError extends AppError {
  constructor() {
    super(
      AI_NOT_CONFIGURED,
      'AI is not configured on this server. An administrator needs to set AI_API_KEY.',
    );
  }
}

export class AiProviderAuthError extends AppError {
  constructor() {
    super(
      'AI_PROVIDER_AUTH',
      'The AI provider refused this server’s API key. An administrator needs to check AI_API_KEY.',
    );
  }
}

export class AiProviderCreditsError extends AppError {
  constructor() {
    super(
      'AI_PROVIDER_CREDITS',
      'The AI provider account has run out of credits. An administrator needs to add credits or change AI_API_KEY.',
    );
  }
}

export class AiProviderBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(
      'AI_PROVIDER_BUSY',
      `The AI provider is handling too many requests right now. Try again in ${retryAfterSeconds} seconds.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

export class AiProviderRejectedError extends AppError {
  constructor() {
    super(
      'AI_PROVIDER_REJECTED',
      'The AI provider could not handle this request. Try a shorter text or another model.',
    );
  }
}

export class AiProviderFailedError extends AppError {
  constructor() {
    super(
      'AI_PROVIDER_FAILED',
      'The AI provider had a problem answering. Please try again in a moment.',
    );
  }
}

export class AiProviderUnreachableError extends AppError {
  constructor() {
    super(
      'AI_PROVIDER_UNREACHABLE',
      'The AI provider could not be reached. Please try again in a moment.',
    );
  }
}

export class AiInvalidAnswerError extends AppError {
  constructor() {
    super(
      'AI_INVALID_ANSWER',
      'The model’s answer could not be used. Please try again or choose another model.',
    );
  }
}

export class AiTimeoutError extends AppError {
  constructor(timeoutMs: number) {
    const seconds = Math.ceil(timeoutMs / 1000);
    super(
      'AI_TIMEOUT',
      `The AI provider did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again, perhaps asking for something shorter.`,
    );
  }
}

/** Seconds to wait when the provider says it is busy but not for how long. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;

function retryAfterSeconds(headers: Headers | undefined): number {
  const value = Number(headers?.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : DEFAULT_RETRY_AFTER_SECONDS;
}

/**
 * The status of an API error. An error inside a stream arrives after a 200, so OpenRouter
 * puts its status in the body's numeric `code` instead.
 */
function statusOf(error: APIError): number | undefined {
  if (error.status) return error.status;
  const code = (error.error as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * What the caller is told about a failed call to the provider: configuration problems are a
 * 502 that says so, the provider's rate limit stays a 429, anything else unusable is a 502.
 */
export function toAiError(error: unknown, timeoutMs: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof APIConnectionTimeoutError) return new AiTimeoutError(timeoutMs);
  if (error instanceof APIConnectionError) return new AiProviderUnreachableError();
  if (error instanceof APIError) {
    const status = statusOf(error);
    if (status === 401) return new AiProviderAuthError();
    if (status === 402) return new AiProviderCreditsError();
    if (status === 429) return new AiProviderBusyError(retryAfterSeconds(error.headers));
    if (status !== undefined && status >= 400 && status < 500) return new AiProviderRejectedError();
    return new AiProviderFailedError();
  }
  return new AiInvalidAnswerError();
}
