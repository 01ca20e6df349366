import {
  FIELD_SENTENCES,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  visibleText,
  withWebScheme,
} from '@sandglass/shared';
import type { ProgramApplicationInput, PublicUser } from '@sandglass/shared';
import { emailProblem, isWebAddress, type FieldErrors, type FormValues } from '../../lib/formRules';

export type ApplicationField = keyof ProgramApplicationInput;
export type ApplicationValues = FormValues<ProgramApplicationInput>;
export type ApplicationErrors = FieldErrors<ApplicationField>;

export const EMPTY_APPLICATION: ApplicationValues = {
  name: '',
  email: '',
  linkedinUrl: '',
  portfolioUrl: '',
  message: '',
};

/** The links' labels in the content service's sentences. */
const LINK_LABELS = [
  ['linkedinUrl', 'LinkedIn address'],
  ['portfolioUrl', 'Portfolio address'],
] as const;

/**
 * The form with a signed-in person's name and email filled in where the field is still empty:
 * what they already typed is kept; a guest's form is returned unchanged.
 */
export function prefillApplication(
  values: ApplicationValues,
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'email'> | null,
): ApplicationValues {
  if (!user) return values;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    ...values,
    name: values.name || name,
    email: values.email || user.email,
  };
}

/** The same rules the content service applies, checked before sending so mistakes show at once. */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const name = visibleText(values.name);
  if (!name) errors.name = 'Enter your name.';
  else if (name.length > NAME_MAX_LENGTH)
    errors.name = `Keep your name under ${NAME_MAX_LENGTH} characters.`;
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  for (const [field, label] of LINK_LABELS) {
    const address = withWebScheme(values[field]);
    if (address && !isWebAddress(address)) errors[field] = FIELD_SENTENCES.webAddress(label);
  }
  const message = values.message.trim();
  if (!message) errors.message = 'Tell us why you want to join this program.';
  else if (message.length > MESSAGE_MAX_LENGTH)
    errors.message = `Keep your message under ${MESSAGE_MAX_LENGTH} characters.`;
  return errors;
}

/**
 * The request body: trimmed, links given their `https://` when typed without it
 * (`linkedin.com/in/ada`), optional links left out when empty.
 */
export function applicationInput(values: ApplicationValues): ProgramApplicationInput {
  const linkedinUrl = withWebScheme(values.linkedinUrl);
  const portfolioUrl = withWebScheme(values.portfolioUrl);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(linkedinUrl ? { linkedinUrl } : {}),
    ...(portfolioUrl ? { portfolioUrl } : {}),
    message: values.message.trim(),
  };
}
