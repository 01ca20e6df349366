import {
  Catch,
  HttpException,
  HttpStatus,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { errorStatus, type ErrorBody, type ErrorCode } from '@sandglass/shared';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { JSON_MAX_DEPTH } from '../http/json-depth.js';
import { COMPRESSED_BODY_MESSAGE, jsonCharsetMessage } from '../http/request-body.js';
import { AppError } from './app-error.js';

/** Sentences for the errors Nest and Express raise themselves, by status. */
const STATUS_MESSAGES: Record<number, [ErrorCode, string]> = {
  400: ['BAD_REQUEST', 'The request could not be understood. Check its format and try again.'],
  401: ['UNAUTHORIZED', 'Sign in to continue.'],
  403: ['FORBIDDEN', 'You do not have permission to do that.'],
  404: ['NOT_FOUND', 'There is nothing at this address.'],
  405: ['METHOD_NOT_ALLOWED', 'This address does not accept that method.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  415: [
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the request body as JSON (Content-Type: application/json).',
  ],
  429: ['RATE_LIMITED', 'Too many requests. Wait a moment and try again.'],
};

const INTERNAL: [ErrorCode, string] = [
  'INTERNAL',
  'Something went wrong on our side. Please try again; if it keeps happening, contact us with the request id.',
];

/** Errors thrown by body-parser (express.json) before a route runs. */
interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  limit?: number;
  charset?: string;
}

/**
 * Turns anything thrown while handling a request into the shared error body. Only AppErrors
 * and HTTP errors speak to the client; anything else is logged with its stack and answered
 * with a generic 500 sentence, so no stack trace ever leaves the service.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: req.method, path: req.originalUrl?.split('?')[0] },
        'unhandled error',
      );
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    if (exception instanceof AppError && exception.headers) {
      for (const [name, value] of Object.entries(exception.headers)) res.setHeader(name, value);
    }
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof AppError) {
      return {
        statusCode: exception.status,
        code: exception.code,
        message: exception.message,
        ...(exception.details ? { details: exception.details } : {}),
      };
    }
    // Nest wraps body-parser and URL-decoding errors in an HttpException; the cause says which.
    const cause = exception instanceof HttpException ? exception.cause : exception;
    const parserError = bodyParserError(cause);
    if (parserError) return parserError;
    if (cause instanceof URIError) {
      return catalogued('BAD_URL', 'The address contains an invalid %-encoding.');
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const [code, message] =
        STATUS_MESSAGES[status] ??
        (status >= 500 ? INTERNAL : (['BAD_REQUEST', exception.message] as const));
      return { statusCode: status, code, message };
    }
    const [code, message] = INTERNAL;
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code, message };
  }
}

/** The body for an error the catalogue knows: its status comes from the code. */
function catalogued(code: ErrorCode, message: string): ErrorBody {
  return { statusCode: errorStatus(code), code, message };
}

function bodyParserError(exception: unknown): ErrorBody | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const error = exception as BodyParserError;
  switch (error.type) {
    case 'entity.parse.failed':
      return catalogued(
        'MALFORMED_JSON',
        'The request body is not valid JSON. Check for missing quotes, commas or brackets.',
      );
    case 'entity.too.deep':
      return catalogued(
        'JSON_TOO_DEEP',
        `The request body nests objects or arrays more than ${JSON_MAX_DEPTH} levels deep. Send a flatter body.`,
      );
    case 'entity.too.large':
      return catalogued(
        'PAYLOAD_TOO_LARGE',
        `The request body is larger than the ${formatBytes(error.limit)} limit.`,
      );
    case 'encoding.unsupported':
      return catalogued('UNSUPPORTED_ENCODING', COMPRESSED_BODY_MESSAGE);
    case 'charset.unsupported':
      return catalogued('UNSUPPORTED_ENCODING', jsonCharsetMessage(error.charset ?? ''));
    case 'request.aborted':
      return catalogued('REQUEST_ABORTED', 'The request was cut off before it finished.');
    case undefined: // not a body parser's error
    default: // a kind this filter leaves to Nest's own handling
      return undefined;
  }
}

function formatBytes(limit: number | undefined): string {
  if (!limit) return 'allowed';
  return limit >= 1024 * 1024
    ? `${Math.round(limit / (1024 * 1024))} MB`
    : `${Math.round(limit / 1024)} KB`;
}
