import {
  applyDecorators,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

import { TOTAL_COUNT_HEADER, type ListPage } from '@sandglass/shared';

/** What a list handler returns: one page of rows and the total. */
export type Paged<T> = ListPage<T>;

export { TOTAL_COUNT_HEADER };

/** Answers a handler's `Paged` as its rows, with the total in `X-Total-Count`. */
@Injectable()
export class TotalCountInterceptor<T> implements NestInterceptor<Paged<T>, T[]> {
  intercept(context: ExecutionContext, next: CallHandler<Paged<T>>): Observable<T[]> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map(({ items, total }) => {
        response.setHeader(TOTAL_COUNT_HEADER, String(total));
        return items;
      }),
    );
  }
}

/**
 * A list endpoint whose handler returns `Paged<T>`: the body stays a plain array (the shape the
 * spec gives every list) and the total travels in `X-Total-Count`, documented in Swagger.
 */
export const Paginated = (type: Type<unknown>, description?: string) =>
  applyDecorators(
    UseInterceptors(TotalCountInterceptor),
    ApiOkResponse({
      type: [type],
      description,
      headers: {
        [TOTAL_COUNT_HEADER]: {
          description: 'How many rows match the query in all pages.',
          schema: { type: 'integer', example: 42 },
        },
      },
    }),
  );
