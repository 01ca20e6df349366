import type { FieldError } from '@sandglass/shared';

/**
 * Base of every feature's errors: a status, a stable code and a sentence a person can act on.
 * The global filter turns it into the shared error body.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailedError extends AppError {
  constructor(details: FieldError[]) {
    const first = details[0]?.message ?? 'The request is not valid.';
    const more =
      details.length > 1
        ? ` (and ${details.length - 1} more problem${details.length > 2 ? 's' : ''})`
        : '';
    super(400, 'VALIDATION_FAILED', `${first}${more}`, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue.', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that.', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code = 'NOT_FOUND') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}
