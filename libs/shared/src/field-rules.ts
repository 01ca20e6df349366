import { SLUG_PATTERN } from './content.js';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './users.js';

/*
 * The rules a field's value must follow and the sentences that say what is wrong: the
 * services' DTO decorators and the front end's forms both use these, so a value is accepted
 * or refused, and the refusal reads, the same whichever side checks it first. Browser-safe
 * and dependency-free (the front end bundles it). The limits are in content.ts and users.ts.
 */

// ── Patterns and predicates ───────────────────────────────────────────────────────────────

/** Something@domain.tld: no spaces, one @, a dot in the domain, a tld of two letters or more. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.\d]{2,}$/u;

export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The WHATWG URL parser, present in browsers and Node (this library is typed for neither). */
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** A tld of letters (or punycode) after at least one dot: `localhost` and `10.0.0.1` are not. */
const WEB_HOSTNAME = /\.(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;

/** A full http(s) address on the web, written with its scheme: `https://example.com/about`. */
export function isWebAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && WEB_HOSTNAME.test(url.hostname)
    );
  } catch {
    return false;
  }
}

/**
 * An address as people type it, with `https://` added when it has no scheme but starts with a
 * host name (`linkedin.com/in/ada`, `www.example.com`); anything else is returned trimmed, for
 * isWebAddress to judge.
 */
export function withWebScheme(value: string): string {
  const text = value.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(text) || !/^[^\s/:@]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(text)) {
    return text;
  }
  return `https://${text}`;
}

/** Where images uploaded here are served from; the only site-relative image address allowed. */
export const UPLOADS_PATH = '/api/uploads/';
const UPLOADED_IMAGE = /^\/api\/uploads\/[a-f0-9]{64}\.(png|jpg|webp|gif)$/;

/** An image uploaded through `POST /api/uploads`, or one on the web. */
export function isImageUrl(value: unknown): boolean {
  return typeof value === 'string' && (UPLOADED_IMAGE.test(value) || isWebAddress(value));
}

export function isSlug(value: unknown): boolean {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}

export function isOneLine(value: unknown): boolean {
  return typeof value === 'string' && !/[\r\n]/.test(value);
}

/** PostgreSQL cannot store the NUL character in text, and nobody types one. */
export function hasNul(value: unknown): boolean {
  return typeof value === 'string' && value.includes('\u0000');
}

/** Dates people enter here fall well inside these years; PostgreSQL refuses some outside. */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2199;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day written YYYY-MM-DD (what a date input gives), between the years above. */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !CALENDAR_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(value)) return false;
  const year = date.getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/**
 * Characters that show nothing: white space, control and format characters (zero-width
 * spaces, direction marks), the default-ignorable ones (the Hangul fillers, variation
 * selectors) and the blank Braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * The shortest part of an email before the @ that a password may not contain: a shorter one
 * ("a@x.com", "li@x.com") is in too many words to refuse them all. A password equal to the whole
 * address is refused whatever its length.
 */
export const PASSWORD_EMAIL_PART_MIN_LENGTH = 4;

/**
 * Why `password` cannot be the password of the account with `email`, or undefined when it
 * can: shorter than the minimum, longer than the maximum, nothing but spaces or invisible
 * characters, or containing the address or the part of it before the @ (or before a +tag),
 * compared in Unicode NFKC and ignoring letter case. Registration uses it, and so will any
 * flow that sets a password; the auth service also refuses the most common passwords.
 */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return FIELD_SENTENCES.tooShort('Password', PASSWORD_MIN_LENGTH);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return FIELD_SENTENCES.tooLong('Password', PASSWORD_MAX_LENGTH);
  }
  const normal = password.normalize('NFKC');
  if (normal.replace(INVISIBLE, '') === '') return FIELD_SENTENCES.passwordInvisible;
  if (email) {
    const fold = (text: string) => text.normalize('NFKC').toLowerCase();
    const address = fold(email.trim());
    const local = address.split('@')[0] ?? '';
    const parts = [local, local.split('+')[0] ?? ''].filter(
      (part) => part.length >= PASSWORD_EMAIL_PART_MIN_LENGTH,
    );
    const folded = normal.toLowerCase();
    if ([address, ...parts].some((part) => folded.includes(part))) {
      return FIELD_SENTENCES.passwordHasEmail;
    }
  }
  return undefined;
}

/**
 * Text as a field keeps it: trimmed, and blank when nothing in it would show (only spaces,
 * zero-width, direction-control or other invisible characters), so a required name cannot be
 * made of characters nobody sees. Characters inside visible text are left as they are.
 */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE, '') === '' ? '' : value.trim();
}

// ── Sentences ─────────────────────────────────────────────────────────────────────────────
// `label` is the field's name as a person reads it, capitalised: "Website", "LinkedIn address".

export const FIELD_SENTENCES = {
  text: (label: string) => `${label} must be text.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  oneLine: (label: string) => `${label} must fit on one line.`,
  nul: (label: string) => `${label} contains an invisible NUL character. Remove it and try again.`,
  email: 'Enter a valid email address, like name@example.com.',
  passwordInvisible:
    'Password cannot be only spaces or invisible characters. Choose one with letters, digits or symbols.',
  passwordHasEmail:
    'Password cannot contain your email address or the part of it before the @. Choose another.',
  webAddress: (label: string) =>
    `${label} must be a web address starting with http:// or https://.`,
  imageUrl: (label: string) =>
    `${label} must be an uploaded image (/api/uploads/…) or a web address starting with http:// or https://.`,
  slug: 'Slug may use lower-case letters, digits and single hyphens between them, such as why-ai-now.',
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}.`,
  atMost: (label: string, max: number) => `${label} can be at most ${max}.`,
  between: (label: string, min: number, max: number) =>
    `${label} must be between ${min} and ${max}.`,
  choice: (label: string, choices: readonly string[]) =>
    `${label} must be one of: ${choices.join(', ')}.`,
  calendarDate: (label: string) =>
    `${label} must be a date written as YYYY-MM-DD, between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}.`,
  /** `label` is plural, e.g. "AI tags". */
  tagsList: (label: string) => `${label} must be a list of words.`,
  tooManyTags: (label: string, max: number) => `Add at most ${max} ${label.toLowerCase()}.`,
  tagText: (label: string) => `Each of the ${label.toLowerCase()} must be text.`,
  tagTooLong: (label: string, max: number) =>
    `Each of the ${label.toLowerCase()} can be at most ${max} characters.`,
  list: (label: string) => `${label} must be a list.`,
  tooManyItems: (label: string, max: number) => `${label} can have at most ${max} items.`,
  itemText: (label: string) => `Each item of ${label.toLowerCase()} must be text.`,
  itemTooLong: (label: string, max: number) =>
    `Each item of ${label.toLowerCase()} can be at most ${max} characters.`,
} as const;
