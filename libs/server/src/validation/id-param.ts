import { ParseUUIDPipe } from '@nestjs/common';
import type { NotFoundError } from '../errors/app-error.js';

/**
 * Parses a `:id` path parameter. An id that is not a UUID cannot exist, so it gets the very
 * error an unknown id gets (same code, same sentence): `IdPipe(() => new PostNotFoundError())`.
 */
export function IdPipe(notFound: () => NotFoundError): ParseUUIDPipe {
  return new ParseUUIDPipe({ version: '4', exceptionFactory: notFound });
}
