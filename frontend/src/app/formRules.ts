import { EMAIL_MAX_LENGTH, URL_MAX_LENGTH } from '@sandglass/shared';

/** Something@something.tld, as the services accept it (they have the final say). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** A full http(s) address, within the services' length limit. */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  if (text.length > URL_MAX_LENGTH) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const EMAIL_INVALID = 'Enter a valid email address, like name@example.com.';
