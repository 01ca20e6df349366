import { PASSWORD_MIN_LENGTH } from '@sandglass/shared';
import { EMAIL_INVALID, isEmailAddress } from '../../app/formRules';
import type { LoginRequest, RegisterRequest } from './authApi';

export type SignInErrors = Partial<Record<keyof LoginRequest, string>>;
export type SignUpErrors = Partial<Record<keyof RegisterRequest, string>>;

/** The sign-up password rule, said once: the field's hint until it is broken, then its error. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

function withoutPasses<E extends Record<string, string | undefined>>(problems: E): Partial<E> {
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as Partial<E>;
}

function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'Enter your email address.';
  return isEmailAddress(email) ? undefined : EMAIL_INVALID;
}

/** Spec section 5: email and password required (the sentences are the auth service's). */
export function validateSignIn({ email, password }: LoginRequest): SignInErrors {
  return withoutPasses({
    email: emailProblem(email),
    password: password ? undefined : 'Enter your password.',
  });
}

/** Spec section 5: names, email and password required; the password at least 6 characters. */
export function validateSignUp(account: RegisterRequest): SignUpErrors {
  return withoutPasses({
    firstName: account.firstName.trim() ? undefined : 'Enter your first name.',
    lastName: account.lastName.trim() ? undefined : 'Enter your last name.',
    email: emailProblem(account.email),
    password: account.password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : undefined,
  });
}

/** Moves focus to the first field named in `problems`, so the person lands on what to fix. */
export function focusFirstProblem(form: HTMLFormElement, problems: object): boolean {
  const first = Object.keys(problems)[0];
  if (!first) return false;
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  return true;
}
