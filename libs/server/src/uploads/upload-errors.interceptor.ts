import {
  HttpException,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request } from 'express';
import { catchError, type Observable } from 'rxjs';
import { ImageTooLargeError, NotMultipartError, UploadUnreadableError } from './upload.errors.js';

const MULTER_SENTENCES: Record<string, string> = {
  LIMIT_UNEXPECTED_FILE: 'Send the image in a form field named "file".',
  LIMIT_FILE_COUNT: 'Send one image at a time.',
  LIMIT_FIELD_COUNT: 'Send only the image, in a form field named "file".',
  LIMIT_PART_COUNT: 'Send only the image, in a form field named "file".',
};

/**
 * Bound before FileInterceptor (`@UseInterceptors(new UploadErrorsInterceptor(max), FileInterceptor(...))`):
 * refuses a body that is not multipart before multer reads it, and turns multer's terse errors
 * into sentences a person can act on.
 */
export class UploadErrorsInterceptor implements NestInterceptor {
  constructor(private readonly maxBytes: number) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('multipart/form-data')) throw new NotMultipartError();
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) throw new ImageTooLargeError(this.maxBytes);
        if (error instanceof HttpException && error.getStatus() < 500) {
          const code = (error.cause as { code?: string } | undefined)?.code ?? '';
          throw new UploadUnreadableError(
            MULTER_SENTENCES[code] ??
              'The upload could not be read. Send one image as multipart/form-data in a form field named "file".',
          );
        }
        throw error;
      }),
    );
  }
}
