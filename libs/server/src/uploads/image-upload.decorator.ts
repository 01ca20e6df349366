import { applyDecorators, UseInterceptors, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../http/error-response.dto.js';
import { UploadErrorsInterceptor } from './upload-errors.interceptor.js';

export interface ImageUploadOptions {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  summary: string;
  description: string;
  /** The multipart form, for Swagger (one binary field named "file"). */
  form: Type<unknown>;
  /** What a 201 answers. */
  result: Type<unknown>;
  /** The 413 and 415 descriptions. */
  tooLarge: string;
  unsupported: string;
}

/**
 * An endpoint that takes one image in the multipart field "file" (and no other field): multer's
 * limits, the interceptor that turns its errors into the shared error body, and the Swagger
 * that documents both. The handler reads the file with `@UploadedFile()`.
 */
export function ImageUpload(options: ImageUploadOptions): MethodDecorator {
  const { maxBytes, summary, description } = options;
  return applyDecorators(
    UseInterceptors(
      new UploadErrorsInterceptor(maxBytes),
      FileInterceptor('file', { limits: { fileSize: maxBytes, files: 1, fields: 0 } }),
    ),
    ApiOperation({ summary, description }),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: options.form }),
    ApiCreatedResponse({ type: options.result }),
    ApiBadRequestResponse({ description: 'No file, or an unreadable form.', type: ErrorResponse }),
    ApiPayloadTooLargeResponse({ description: options.tooLarge, type: ErrorResponse }),
    ApiUnsupportedMediaTypeResponse({ description: options.unsupported, type: ErrorResponse }),
  );
}
