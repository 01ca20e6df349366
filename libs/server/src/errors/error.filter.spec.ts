import { BadRequestException, HttpException, type ArgumentsHost } from '@nestjs/common';
import { pino } from 'pino';
import { AppError } from './app-error.js';
import { ErrorFilter } from './error.filter.js';

function respond(exception: unknown) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = {
    headers: {},
  };
  const res = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
    },
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => res,
      getRequest: () => ({ method: 'GET', originalUrl: '/x' }),
    }),
  } as unknown as ArgumentsHost;
  new ErrorFilter(pino({ level: 'silent' })).catch(exception, host);
  return sent;
}

describe('ErrorFilter', () => {
  it('answers an unexpected error with a generic 500 sentence and no stack', () => {
    const sent = respond(new TypeError('cannot read properties of undefined (reading "x")'));
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: expect.stringMatching(/^Something went wrong on our side/),
    });
    expect(JSON.stringify(sent.body)).not.toMatch(/TypeError|reading|\.ts|\.js/);
  });

  it('passes a feature error through with its status, code, details and headers', () => {
    const sent = respond(
      new AppError('RATE_LIMITED', 'Slow down.', [{ field: 'x', message: 'Y.' }], {
        'Retry-After': '9',
      }),
    );
    expect(sent.status).toBe(429);
    expect(sent.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down.',
      details: [{ field: 'x', message: 'Y.' }],
    });
    expect(sent.headers['Retry-After']).toBe('9');
  });

  it('explains malformed JSON and oversized bodies that Nest wrapped', () => {
    const malformed = Object.assign(new SyntaxError('Unexpected end'), {
      type: 'entity.parse.failed',
      status: 400,
    });
    expect(respond(new BadRequestException('x', { cause: malformed })).body).toMatchObject({
      statusCode: 400,
      code: 'MALFORMED_JSON',
    });
    const large = Object.assign(new Error('too large'), {
      type: 'entity.too.large',
      limit: 1024 * 1024,
    });
    expect(respond(new HttpException('x', 413, { cause: large })).body).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than the 1 MB limit.',
    });
  });

  it('gives known HTTP statuses their sentence', () => {
    expect(respond(new HttpException('Cannot GET /x', 404)).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'There is nothing at this address.',
    });
  });
});
