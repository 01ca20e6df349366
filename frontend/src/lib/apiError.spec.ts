import { describe, expect, it } from '@jest/globals';
import { apiErrorMessage, apiFieldErrors } from './apiError';

const FALLBACK = 'Login failed. Please check your credentials.';

function httpError(status: number, data: unknown) {
  return { status, data };
}

describe('apiErrorMessage', () => {
  it('returns the sentence the service wrote', () => {
    const error = httpError(401, {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
    expect(apiErrorMessage(error, FALLBACK)).toBe('Invalid email or password.');
  });

  it('falls back when the request never reached the service', () => {
    const error = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect(apiErrorMessage(error, FALLBACK)).toBe(FALLBACK);
  });

  it('falls back when the body is not the shared error shape (e.g. a proxy page)', () => {
    expect(apiErrorMessage(httpError(502, '<html>Bad gateway</html>'), FALLBACK)).toBe(FALLBACK);
    expect(apiErrorMessage(httpError(500, { error: 'boom' }), FALLBACK)).toBe(FALLBACK);
  });

  it('falls back on a blank message and on things that are not errors at all', () => {
    expect(apiErrorMessage(httpError(400, { statusCode: 400, message: '  ' }), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(apiErrorMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(apiErrorMessage(new Error('oops'), FALLBACK)).toBe(FALLBACK);
  });
});

describe('apiFieldErrors', () => {
  it('keys the first message of each field by its name', () => {
    const error = httpError(400, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      details: [
        { field: 'email', message: 'email must be an email address.' },
        { field: 'password', message: 'Password must be at least 6 characters.' },
        { field: 'email', message: 'second message is ignored' },
      ],
    });
    expect(apiFieldErrors(error)).toEqual({
      email: 'email must be an email address.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('is empty without details', () => {
    expect(apiFieldErrors(httpError(409, { statusCode: 409, message: 'Taken.' }))).toEqual({});
    expect(apiFieldErrors(undefined)).toEqual({});
  });
});
