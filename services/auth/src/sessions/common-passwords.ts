import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from '@sandglass/shared';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/**
 * How many of the most common passwords are refused. zxcvbn-ts keeps its list in order of
 * how often each appears in breaches; the top 10,000 are the ones guessed first.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

const COMMON_PASSWORD =
  'This password is one of the most commonly used ones, so it is easy to guess. Choose another.';

/** Whether `password` is among the most common ones, in Unicode NFKC and ignoring letter case. */
function isCommonPassword(password: string): boolean {
  return COMMON.has(password.normalize('NFKC').toLowerCase());
}

/**
 * Why `password` cannot be set for the account with `email`: the shared rule (length, nothing
 * visible, the email in it; the sign-up form checks the same), then the list of the most common
 * passwords (NIST SP 800-63B, 5.1.1.2). Every flow that sets a password asks this.
 */
export function newPasswordProblem(
  password: string,
  email: string | undefined,
): string | undefined {
  return (
    passwordProblem(password, email) ?? (isCommonPassword(password) ? COMMON_PASSWORD : undefined)
  );
}

const emailOf = (args: ValidationArguments, field: string): string | undefined => {
  const value = (args.object as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
};

/** A DTO's new password, checked by newPasswordProblem against the DTO's `emailField`. */
export const IsAcceptablePassword = (emailField = 'email') =>
  ValidateBy({
    name: 'isAcceptablePassword',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        typeof value === 'string' && !newPasswordProblem(value, args && emailOf(args, emailField)),
      defaultMessage: (args?: ValidationArguments) =>
        (args && typeof args.value === 'string'
          ? newPasswordProblem(args.value, emailOf(args, emailField))
          : undefined) ?? 'Choose another password.',
    },
  });
