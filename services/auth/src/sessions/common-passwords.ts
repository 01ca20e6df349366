import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '@sandglass/shared';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * How many of the most common passwords are refused. zxcvbn-ts keeps its list in order of
 * how often each appears in breaches; the top 10,000 are the ones guessed first.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

/** Whether `password` is among the most common ones, ignoring letter case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * Refuses a password from the list of the most common ones (NIST SP 800-63B, 5.1.1.2). One
 * shorter than the minimum is left to the length rule, whose sentence says what to do.
 */
export const IsNotCommonPassword = (options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isNotCommonPassword',
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' ||
          value.length < PASSWORD_MIN_LENGTH ||
          !isCommonPassword(value),
      },
    },
    options,
  );
