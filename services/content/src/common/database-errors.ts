import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function driverError(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError
    ? (error.driverError as { code?: string; constraint?: string })
    : undefined;
}

/** Whether a write failed on the given unique index (or on any, when none is named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = driverError(error);
  return (
    cause?.code === UNIQUE_VIOLATION &&
    (constraint === undefined || cause.constraint === constraint)
  );
}

/** Whether a write failed because a row it refers to, or that refers to it, is missing. */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === FOREIGN_KEY_VIOLATION;
}
