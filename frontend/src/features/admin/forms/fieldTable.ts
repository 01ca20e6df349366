import { formatTags, parseTags } from './tags';
import {
  calendarDateProblem,
  choiceProblem,
  hasProblems,
  imageUrlProblem,
  listProblem,
  onlyProblems,
  parseLines,
  sortOrderProblem,
  slugProblem,
  tagsProblem,
  textOrNull,
  textProblem,
  webUrlProblem,
  wholeNumberProblem,
  type FormCheck,
} from './rules';

/**
 * One field of an add/edit form: the text it is edited as, how that text is checked, and what
 * the API body gets from it. A form is a table of these keyed by the body's field names, so
 * its empty values, the values of a saved record and its check all come from the one table.
 */
export interface FormField<Sent> {
  /** What a new form holds. */
  initial: string;
  /** The text a saved value is edited as. */
  format: (saved: Sent) => string;
  /** The problem with the typed text, or undefined when it is fine. */
  problem: (text: string) => string | undefined;
  /** What the body gets; undefined leaves the field out (the service keeps or picks one). */
  parse: (text: string) => Sent;
}

type SentBy<Fields> = {
  [Field in keyof Fields]: Fields[Field] extends FormField<infer Sent> ? Sent : never;
};

/** The text each field of the table holds. */
export type FormValues<Fields> = { [Field in keyof Fields & string]: string };

export function emptyFormValues<Fields extends object>(fields: Fields): FormValues<Fields> {
  return mapFields(fields, (field) => field.initial);
}

/** A saved record as the form edits it. */
export function formValuesOf<Fields extends object>(
  fields: Fields,
  saved: SentBy<Fields>,
): FormValues<Fields> {
  return mapFields(fields, (field, name) => field.format(saved[name]));
}

/** Checks every field; answers their problems, or the body to send. */
export function checkFormValues<Fields extends object>(
  fields: Fields,
  values: FormValues<Fields>,
): FormCheck<SentBy<Fields>, keyof Fields & string> {
  const errors = onlyProblems(mapFields(fields, (field, name) => field.problem(values[name])));
  if (hasProblems(errors)) return { ok: false, errors };
  const input = mapFields(fields, (field, name) => field.parse(values[name]));
  for (const name of Object.keys(input) as (keyof Fields & string)[]) {
    if (input[name] === undefined) delete input[name];
  }
  return { ok: true, input: input as SentBy<Fields> };
}

function mapFields<Fields extends object, Result>(
  fields: Fields,
  each: (field: FormField<unknown>, name: keyof Fields & string) => Result,
): Record<keyof Fields & string, Result> {
  const result = {} as Record<keyof Fields & string, Result>;
  for (const name of Object.keys(fields) as (keyof Fields & string)[]) {
    // Each field's type matches its place in SentBy; here they are all handled alike.
    result[name] = each(fields[name] as FormField<unknown>, name);
  }
  return result;
}

// ── The kinds of field the admin forms have ─────────────────────────────────────────────────

const asTyped = (value: string | null | undefined): string => value ?? '';

interface TextRule {
  label: string;
  max: number;
  /** The sentence when it is blank. */
  required: string;
  singleLine?: boolean;
}

/** Required text, sent trimmed. */
export function textField(rule: TextRule): FormField<string> {
  return {
    initial: '',
    format: asTyped,
    problem: (text) => textProblem(text, rule),
    parse: (text) => text.trim(),
  };
}

/** Required text sent as typed, such as Markdown whose trailing spaces mean something. */
export function untrimmedTextField(rule: TextRule): FormField<string> {
  return { ...textField(rule), parse: (text) => text };
}

/** Optional text: blank is sent as null. */
export function optionalTextField(
  rule: Omit<TextRule, 'required'>,
): FormField<string | null | undefined> {
  return {
    initial: '',
    format: asTyped,
    problem: (text) => textProblem(text, rule),
    parse: textOrNull,
  };
}

/** The slug: blank leaves it out, and the service makes one from the name or title. */
export function slugField(): FormField<string | undefined> {
  return {
    initial: '',
    format: asTyped,
    problem: slugProblem,
    parse: (text) => text.trim() || undefined,
  };
}

/** The sort order of companies, programs and team members: blank leaves it to the service. */
export function sortOrderField(): FormField<number | undefined> {
  return {
    initial: '',
    format: (saved) => (saved === undefined ? '' : String(saved)),
    problem: sortOrderProblem,
    parse: (text) => (text.trim() ? Number(text.trim()) : undefined),
  };
}

/** One of a fixed list, such as a status; `required` is the sentence when none is chosen. */
export function choiceField<Choice extends string>(
  choices: readonly Choice[],
  required: string,
  initial = '',
): FormField<Choice> {
  return {
    initial,
    format: (saved) => saved,
    problem: (text) => choiceProblem(text, choices, required),
    parse: (text) => text as Choice, // the problem check has made sure it is one of the choices
  };
}

/** Tags typed comma-separated; `label` is plural, e.g. "AI tags". */
export function tagsField(label: string): FormField<string[] | undefined> {
  return {
    initial: '',
    format: (saved) => formatTags(saved ?? []),
    problem: (text) => tagsProblem(parseTags(text), label),
    parse: parseTags,
  };
}

/** A list typed one item per line. */
export function linesField(label: string): FormField<string[] | undefined> {
  return {
    initial: '',
    format: (saved) => (saved ?? []).join('\n'),
    problem: (text) => listProblem(parseLines(text), label),
    parse: parseLines,
  };
}

/** An uploaded or web image's address; blank is sent as null. */
export function imageUrlField(label: string): FormField<string | null | undefined> {
  return {
    initial: '',
    format: asTyped,
    problem: (text) => imageUrlProblem(text, label),
    parse: textOrNull,
  };
}

/** An optional web address; blank is sent as null. */
export function webUrlField(label: string): FormField<string | null | undefined> {
  return {
    initial: '',
    format: asTyped,
    problem: (text) => webUrlProblem(text, label),
    parse: textOrNull,
  };
}

/** A required web address, sent trimmed. */
export function requiredWebUrlField(label: string, required: string): FormField<string> {
  return {
    initial: '',
    format: asTyped,
    problem: (text) => webUrlProblem(text, label, required),
    parse: (text) => text.trim(),
  };
}

/** A whole number within limits, required. */
export function wholeNumberField(
  rule: Parameters<typeof wholeNumberProblem>[1] & { required: string },
  initial = '',
): FormField<number> {
  return {
    initial,
    format: String,
    problem: (text) => wholeNumberProblem(text, rule),
    parse: (text) => Number(text.trim()),
  };
}

/** An optional day such as 2026-03-31; blank is sent as null. */
export function calendarDateField(label: string): FormField<string | null | undefined> {
  return {
    initial: '',
    format: asTyped,
    problem: (text) => calendarDateProblem(text, label),
    parse: textOrNull,
  };
}

/** A yes/no choice shown as a checkbox: held as 'true' or '', always sent. */
export function flagField(): FormField<boolean | undefined> {
  return {
    initial: '',
    format: (saved) => (saved ? 'true' : ''),
    problem: () => undefined,
    parse: (text) => text === 'true',
  };
}

/** A choice from a list loaded at run time (an author), blank for none: sent as null. */
export function optionalIdField(): FormField<string | null | undefined> {
  return { initial: '', format: asTyped, problem: () => undefined, parse: (text) => text || null };
}
