import { EMAIL_INVALID, isEmailAddress } from './formRules';

/**
 * A required email field's check, as every public form says it: blank asks for the address, a
 * malformed one gets the shared sentence. (formRules has the rule and sentence; this is the field.)
 */
export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  return isEmailAddress(value) ? undefined : EMAIL_INVALID;
}
