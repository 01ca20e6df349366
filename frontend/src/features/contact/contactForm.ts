import {
  COMPANY_MAX_LENGTH,
  CONTACT_INTEREST_VALUES,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type ContactInput,
  type ContactInterest,
} from '@sandglass/shared';
import { EMAIL_INVALID, isEmailAddress } from '../../app/formRules';

export type ContactField = keyof ContactInput;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  interest: '',
  message: '',
};

export function isContactInterest(value: string | null): value is ContactInterest {
  return (CONTACT_INTEREST_VALUES as readonly (string | null)[]).includes(value);
}

function tooLong(value: string, max: number, label: string): string | undefined {
  return value.trim().length > max ? `${label} can be at most ${max} characters.` : undefined;
}

/**
 * Spec section 5: first name, last name, email, interest and message required (the interest is
 * enforced here, not only labelled), company optional.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const problems: ContactErrors = {
    firstName: values.firstName.trim()
      ? tooLong(values.firstName, NAME_MAX_LENGTH, 'First name')
      : 'Enter your first name.',
    lastName: values.lastName.trim()
      ? tooLong(values.lastName, NAME_MAX_LENGTH, 'Last name')
      : 'Enter your last name.',
    email: !values.email.trim()
      ? 'Enter your email address.'
      : isEmailAddress(values.email)
        ? undefined
        : EMAIL_INVALID,
    company: tooLong(values.company, COMPANY_MAX_LENGTH, 'Company'),
    interest: isContactInterest(values.interest) ? undefined : 'Choose what you are interested in.',
    message: values.message.trim()
      ? tooLong(values.message, MESSAGE_MAX_LENGTH, 'Message')
      : 'Enter your message.',
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as ContactErrors;
}

/** The request body, trimmed; an empty company is left out. Call after validateContact passed. */
export function contactInput(values: ContactValues): ContactInput {
  const company = values.company.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(company ? { company } : {}),
    interest: values.interest as ContactInterest,
    message: values.message.trim(),
  };
}
