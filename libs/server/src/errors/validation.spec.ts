import type { ValidationError } from '@nestjs/common';
import { toFieldErrors } from './validation.js';

const error = (
  property: string,
  value: unknown,
  constraints: Record<string, string>,
  children: ValidationError[] = [],
) => ({ property, value, constraints, children }) as ValidationError;

describe('toFieldErrors', () => {
  it('says "enter it" for a missing value, whatever the decorator order', () => {
    const rows = toFieldErrors([
      error('firstName', undefined, {
        maxLength: 'First name is too long.',
        isString: 'First name must be text.',
        isNotEmpty: 'Enter your first name.',
      }),
    ]);
    expect(rows).toEqual([{ field: 'firstName', message: 'Enter your first name.' }]);
  });

  it('puts the type problem first for a present value of the wrong type', () => {
    const rows = toFieldErrors([
      error('email', 42, {
        isEmail: 'Enter a valid email address.',
        isString: 'Email must be text.',
      }),
    ]);
    expect(rows).toEqual([{ field: 'email', message: 'Email must be text.' }]);
  });

  it('explains an unknown field', () => {
    const rows = toFieldErrors([
      error('role', 'admin', { whitelistValidation: 'property role should not exist' }),
    ]);
    expect(rows).toEqual([
      { field: 'role', message: 'Unknown field "role". Remove it and try again.' },
    ]);
  });

  it('names nested fields with dots and makes sentences of library messages', () => {
    const rows = toFieldErrors([
      error('content', {}, {}, [error('text', '', { isNotEmpty: 'text should not be empty' })]),
    ]);
    expect(rows).toEqual([{ field: 'content.text', message: 'Text should not be empty.' }]);
  });
});
