import {
  COMPANY_MAX_LENGTH,
  CONTACT_INTEREST_VALUES,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  type ContactInput,
  type ContactInterest,
} from '@sandglass/shared';
import {
  emailProblem,
  onlyProblems,
  textProblem,
  type FieldErrors,
  type FormValues,
} from '../../lib/formRules';

export type ContactField = keyof ContactInput;
export type ContactValues = FormValues<ContactInput>;
export type ContactErrors = FieldErrors<ContactField>;

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

/**
 * Spec section 5: first name, last name, email, interest and message required (the interest is
 * enforced here, not only labelled), company optional.
 */
export function validateContact(values: ContactValues): ContactErrors {
  return onlyProblems<ContactField>({
    firstName: textProblem(values.firstName, {
      label: 'First name',
      max: NAME_MAX_LENGTH,
      required: 'Enter your first name.',
    }),
    lastName: textProblem(values.lastName, {
      label: 'Last name',
      max: NAME_MAX_LENGTH,
      required: 'Enter your last name.',
    }),
    email: emailProblem(values.email),
    company: textProblem(values.company, { label: 'Company', max: COMPANY_MAX_LENGTH }),
    interest: isContactInterest(values.interest) ? undefined : 'Choose what you are interested in.',
    message: textProblem(values.message, {
      label: 'Message',
      max: MESSAGE_MAX_LENGTH,
      required: 'Enter your message.',
    }),
  });
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
