import {
  foundedYearMax,
  FOUNDED_YEAR_MIN,
  LIST_ITEM_MAX_LENGTH,
  LIST_ITEMS_MAX,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  URL_MAX_LENGTH,
} from '@sandglass/shared';

/*
 * The content service's field rules, checked in the browser first so a person is told next to
 * the field before anything is sent. The sentences are the service's own, so a message reads the
 * same whichever side found the problem. Each rule answers the problem, or undefined when fine.
 */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

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
  return value.trim() || null;
}

interface TextRule {
  label: string;
  max: number;
  /** The sentence when it is blank; leave out for an optional field. */
  required?: string;
  singleLine?: boolean;
}

export function textProblem(value: string, rule: TextRule): string | undefined {
  const text = value.trim();
  if (!text) return rule.required;
  if (text.length > rule.max) return `${rule.label} can be at most ${rule.max} characters.`;
  if (rule.singleLine && /[\r\n]/.test(text)) return `${rule.label} must fit on one line.`;
  return undefined;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function webUrlProblem(value: string, label: string, required?: string): string | undefined {
  const text = value.trim();
  if (!text) return required;
  if (text.length > URL_MAX_LENGTH) return `${label} can be at most ${URL_MAX_LENGTH} characters.`;
  if (!/^https?:\/\//i.test(text) || !isWebAddress(text)) {
    return `${label} must be a web address starting with http:// or https://.`;
  }
  return undefined;
}

const UPLOADED_IMAGE = /^\/api\/uploads\/[a-f0-9]{64}\.(png|jpg|webp|gif)$/;

/** An image uploaded here (`/api/uploads/…`) or one on the web; always optional. */
export function imageUrlProblem(value: string, label: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (text.length > URL_MAX_LENGTH) return `${label} can be at most ${URL_MAX_LENGTH} characters.`;
  if (UPLOADED_IMAGE.test(text) || isWebAddress(text)) return undefined;
  return `${label} must be an uploaded image (/api/uploads/…) or a web address starting with http:// or https://.`;
}

/** Optional: a blank slug is made from the name or title by the server. */
export function slugProblem(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (text.length > SLUG_MAX_LENGTH) return `Slug can be at most ${SLUG_MAX_LENGTH} characters.`;
  if (!SLUG_PATTERN.test(text)) {
    return 'Slug may use lower-case letters, digits and single hyphens between them, such as why-ai-now.';
  }
  return undefined;
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
  if (!/^-?\d+$/.test(text)) return `${rule.label} must be a whole number.`;
  const number = Number(text);
  if (number < rule.min) return `${rule.label} must be at least ${rule.min}.`;
  if (number > rule.max) return `${rule.label} can be at most ${rule.max}.`;
  return undefined;
}

export function foundedYearProblem(
  value: string,
  required: string,
  now: Date = new Date(),
): string | undefined {
  const text = value.trim();
  if (!text) return required;
  if (!/^\d+$/.test(text)) return 'Founded year must be a whole number.';
  const year = Number(text);
  if (year < FOUNDED_YEAR_MIN || year > foundedYearMax(now)) {
    return `Founded year must be between ${FOUNDED_YEAR_MIN} and ${foundedYearMax(now)}.`;
  }
  return undefined;
}

/** Tags already parsed (see parseTags); `label` is plural, e.g. "AI tags". */
export function tagsProblem(tags: readonly string[], label: string): string | undefined {
  const noun = label.toLowerCase();
  if (tags.length > TAGS_MAX) return `Add at most ${TAGS_MAX} ${noun}.`;
  if (tags.some((tag) => tag.length > TAG_MAX_LENGTH)) {
    return `Each of the ${noun} can be at most ${TAG_MAX_LENGTH} characters.`;
  }
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
  if (items.length > LIST_ITEMS_MAX) return `${label} can have at most ${LIST_ITEMS_MAX} items.`;
  if (items.some((item) => item.length > LIST_ITEM_MAX_LENGTH)) {
    return `Each item of ${label.toLowerCase()} can be at most ${LIST_ITEM_MAX_LENGTH} characters.`;
  }
  return undefined;
}

/** A day such as 2026-03-31 (what a date input gives); optional. */
export function calendarDateProblem(value: string, label: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(text);
  return valid ? undefined : `${label} must be a date written as YYYY-MM-DD.`;
}

/** One of a fixed list of choices, such as a category. */
export function choiceProblem(
  value: string,
  choices: readonly string[],
  required: string,
): string | undefined {
  return choices.includes(value) ? undefined : required;
}
