import { ParseUUIDPipe } from '@nestjs/common';
import { NotFoundError } from '../errors/app-error.js';

/** Parses a `:id` path parameter; an id that is not a UUID cannot exist, so it is a 404. */
export function IdPipe(notFoundMessage: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    version: '4',
    exceptionFactory: () => new NotFoundError(notFoundMessage),
  });
}
