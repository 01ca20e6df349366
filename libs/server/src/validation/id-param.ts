import { Param, ParseUUIDPipe } from '@nestjs/common';
import type { NotFoundError } from '../errors/app-error.js';

/**
 * The `:id` path parameter, parsed as a UUID. An id that is not a UUID cannot exist, so it gets
 * the very error an unknown id gets (same code, same sentence):
 * `@IdParam(() => new PostNotFoundError()) id: string`.
 */
export function IdParam(notFound: () => NotFoundError): ParameterDecorator {
  return Param('id', new ParseUUIDPipe({ version: '4', exceptionFactory: notFound }));
}
