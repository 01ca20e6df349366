import {
  FIELD_SENTENCES as SAY,
  foundedYearMax,
  FOUNDED_YEAR_MIN,
  isCalendarDate,
  isEmailAddress,
  isImageUrl,
  isOneLine,
  isSlug,
  isWebAddress,
  LIST_ITEM_MAX_LENGTH,
  LIST_ITEMS_MAX,
  SLUG_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  URL_MAX_LENGTH,
  visibleText,
} from '@sandglass/shared';

/*
 * The forms' field checks, so a person is told next to the field before anything is sent. The
 * rules and sentences are the shared ones the services' DTOs use (libs/shared field-rules.ts),
 * so a value is refused, and the refusal reads, the same whichever side finds the problem.
 * Each check takes what the input holds and answers the problem, or undefined when fine.
 */

export { isEmailAddress, isWebAddress } from '@sandglass/shared';
export const EMAIL_INVALID = SAY.email;

/** A required email field, as every public form says it: blank asks for it, malformed is refused. */
export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return 'Enter your email address.';
  return isEmailAddress(value) ? undefined : EMAIL_INVALID;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a form's inputs hold: a string for each field of the body it sends. */
export type FormValues<Input> = Record<keyof Input & string, string>;

/** A form's values checked: the body to send, or what to fix. */
export type FormCheck<Input, Field extends string> =
  { ok: true; input: Input } | { ok: false; errors: FieldErrors<Field> };

/** The problems found, without the fields that had none. */
export function onlyProblems<Field extends string>(
  problems: Record<Field, string | undefined>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(problems) as Field[]) {
    if (problems[field]) errors[field] = problems[field];
  }
  return errors;
}

export function hasProblems(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** Blank text means "none" for optional fields, as on the server. */
export function textOrNull(value: string): string | null {
  return visibleText(value) || null;
}

interface TextRule {
  label: string;
  max: number;
  /** The sentence when it is blank; leave out for an optional field. */
  required?: string;
  singleLine?: boolean;
}

export function textProblem(value: string, rule: TextRule): string | undefined {
  const text = visibleText(value);
  if (!text) return rule.required;
  if (text.length > rule.max) return SAY.tooLong(rule.label, rule.max);
  if (rule.singleLine && !isOneLine(text)) return SAY.oneLine(rule.label);
  return undefined;
}

export function webUrlProblem(value: string, label: string, required?: string): string | undefined {
  const text = value.trim();
  if (!text) return required;
  if (text.length > URL_MAX_LENGTH) return SAY.tooLong(label, URL_MAX_LENGTH);
  return isWebAddress(text) ? undefined : SAY.webAddress(label);
}

/** An image uploaded here (`/api/uploads/…`) or one on the web; always optional. */
export function imageUrlProblem(value: string, label: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (text.length > URL_MAX_LENGTH) return SAY.tooLong(label, URL_MAX_LENGTH);
  return isImageUrl(text) ? undefined : SAY.imageUrl(label);
}

/** Optional: a blank slug is made from the name or title by the server. */
export function slugProblem(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (text.length > SLUG_MAX_LENGTH) return SAY.tooLong('Slug', SLUG_MAX_LENGTH);
  return isSlug(text) ? undefined : SAY.slug;
}

interface WholeNumberRule {
  label: string;
  min: number;
  max: number;
  required?: string;
}

/** A whole number typed into a field; blank is fine unless `required`. */
export function wholeNumberProblem(value: string, rule: WholeNumberRule): string | undefined {
  const text = value.trim();
  if (!text) return rule.required;
  if (!/^-?\d+$/.test(text)) return SAY.wholeNumber(rule.label);
  const number = Number(text);
  if (number < rule.min) return SAY.atLeast(rule.label, rule.min);
  if (number > rule.max) return SAY.atMost(rule.label, rule.max);
  return undefined;
}

export function foundedYearProblem(
  value: string,
  required: string,
  now: Date = new Date(),
): string | undefined {
  const text = value.trim();
  if (!text) return required;
  if (!/^\d+$/.test(text)) return SAY.wholeNumber('Founded year');
  const year = Number(text);
  if (year < FOUNDED_YEAR_MIN || year > foundedYearMax(now)) {
    return SAY.between('Founded year', FOUNDED_YEAR_MIN, foundedYearMax(now));
  }
  return undefined;
}

/** Tags already parsed (see parseTags); `label` is plural, e.g. "AI tags". */
export function tagsProblem(tags: readonly string[], label: string): string | undefined {
  if (tags.length > TAGS_MAX) return SAY.tooManyTags(label, TAGS_MAX);
  if (tags.some((tag) => tag.length > TAG_MAX_LENGTH)) return SAY.tagTooLong(label, TAG_MAX_LENGTH);
  return undefined;
}

/** One item per line, blank lines dropped. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function listProblem(
  items: readonly string[],
  label: string,
  required?: string,
): string | undefined {
  if (items.length === 0) return required;
  if (items.length > LIST_ITEMS_MAX) return SAY.tooManyItems(label, LIST_ITEMS_MAX);
  if (items.some((item) => item.length > LIST_ITEM_MAX_LENGTH)) {
    return SAY.itemTooLong(label, LIST_ITEM_MAX_LENGTH);
  }
  return undefined;
}

/** A day such as 2026-03-31 (what a date input gives); optional. */
export function calendarDateProblem(value: string, label: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return isCalendarDate(text) ? undefined : SAY.calendarDate(label);
}

/** One of a fixed list of choices, such as a category. */
export function choiceProblem(
  value: string,
  choices: readonly string[],
  required: string,
): string | undefined {
  return choices.includes(value) ? undefined : required;
}
