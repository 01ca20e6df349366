import {
  errorStatus,
  type ErrorCode,
  type ErrorCodeWithStatus,
  type FieldError,
} from '@sandglass/shared';

/**
 * Base of every feature's errors: a stable code from the shared catalogue (ERROR_CODES, which
 * also fixes its status) and a sentence a person can act on. The global filter turns it into
 * the shared error body.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
    this.status = errorStatus(code);
  }
}

export class ValidationFailedError extends AppError {
  constructor(details: FieldError[]) {
    const first = details[0]?.message ?? 'The request is not valid.';
    const more =
      details.length > 1
        ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})`
        : '';
    super('VALIDATION_FAILED', `${first}${more}`, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue.', code: ErrorCodeWithStatus<401> = 'UNAUTHORIZED') {
    super(code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(
    message = 'You do not have permission to do that.',
    code: ErrorCodeWithStatus<403> = 'FORBIDDEN',
  ) {
    super(code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code: ErrorCodeWithStatus<404> = 'NOT_FOUND') {
    super(code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCodeWithStatus<409>) {
    super(code, message);
  }
}
