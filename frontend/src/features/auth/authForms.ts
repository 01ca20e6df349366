import { PASSWORD_MIN_LENGTH, passwordProblem, visibleText } from '@sandglass/shared';
import { emailProblem, onlyProblems } from '../../lib/formRules';
import type { LoginRequest, RegisterRequest } from './authApi';

export type SignInErrors = Partial<Record<keyof LoginRequest, string>>;
export type SignUpErrors = Partial<Record<keyof RegisterRequest, string>>;

/** The sign-up password rule, said once: the field's hint until it is broken, then its error. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/** Spec section 5: email and password required (the sentences are the auth service's). */
export function validateSignIn({ email, password }: LoginRequest): SignInErrors {
  return onlyProblems({
    email: emailProblem(email),
    password: password ? undefined : 'Enter your password.',
  });
}

/**
 * Spec section 5: names, email and password required; the password by the auth service's own
 * rule (at least 6 characters, something visible, not the email), in its words.
 */
export function validateSignUp(account: RegisterRequest): SignUpErrors {
  return onlyProblems({
    firstName: visibleText(account.firstName) ? undefined : 'Enter your first name.',
    lastName: visibleText(account.lastName) ? undefined : 'Enter your last name.',
    email: emailProblem(account.email),
    password: passwordProblem(account.password, account.email),
  });
}

/** Moves focus to the first field named in `problems`, so the person lands on what to fix. */
export function focusFirstProblem(form: HTMLFormElement, problems: object): boolean {
  const first = Object.keys(problems)[0];
  if (!first) return false;
  form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  return true;
}
