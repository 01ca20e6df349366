import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NormalizeEmail, Trim } from '@sandglass/server';
import {
  EMAIL_MAX_LENGTH,
  foundedYearMax,
  FOUNDED_YEAR_MIN,
  LIST_ITEM_MAX_LENGTH,
  LIST_ITEMS_MAX,
  normalizeTags,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  URL_MAX_LENGTH,
} from '@sandglass/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';

/*
 * One decorator per kind of field, so every DTO says the same thing the same way: the type
 * check, the "enter X" sentence when it is missing, length caps and formats. A field is
 * required when given a `required` sentence. An optional field may be left out; it may be
 * null (and blank text counts as null) unless `nullable: false`, for columns that always hold
 * a value and take a default when left out.
 */

interface FieldOptions {
  /** The sentence when the field is missing; leave out for an optional field. */
  required?: string;
  /** For optional fields: whether null is accepted (default true). */
  nullable?: boolean;
  description?: string;
  example?: unknown;
}

const isNullable = (options: FieldOptions) => !options.required && options.nullable !== false;

const documented = (options: FieldOptions, extra: Record<string, unknown> = {}) =>
  options.required
    ? ApiProperty({ description: options.description, example: options.example, ...extra })
    : ApiPropertyOptional({
        description: options.description,
        example: options.example,
        nullable: isNullable(options),
        ...extra,
      });

const presence = (options: FieldOptions) => {
  if (options.required) return [IsNotEmpty({ message: options.required })];
  if (isNullable(options)) return [IsOptional()];
  return [ValidateIf((_object: object, value: unknown) => value !== undefined)];
};

const BlankToNull = (options: FieldOptions) =>
  isNullable(options)
    ? [
        Transform(({ value }: { value: unknown }) =>
          typeof value === 'string' && value.trim() === '' ? null : value,
        ),
      ]
    : [];

const ONE_LINE = /^[^\r\n]*$/;

/** PostgreSQL cannot store the NUL character in text, so it is refused with a sentence. */
export const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');

const NoNul = (label: string) =>
  ValidateBy(
    { name: 'noNul', validator: { validate: (value: unknown) => !hasNul(value) } },
    { message: `${label} contains an invisible NUL character. Remove it and try again.` },
  );

export function TextField(
  label: string,
  options: FieldOptions & { max: number; singleLine?: boolean },
) {
  return applyDecorators(
    documented(options, { type: String, maxLength: options.max }),
    ...BlankToNull(options),
    Trim(),
    ...presence(options),
    IsString({ message: `${label} must be text.` }),
    MaxLength(options.max, { message: `${label} can be at most ${options.max} characters.` }),
    NoNul(label),
    ...(options.singleLine
      ? [Matches(ONE_LINE, { message: `${label} must fit on one line.` })]
      : []),
  );
}

export function EmailField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: String, format: 'email', maxLength: EMAIL_MAX_LENGTH }),
    NormalizeEmail(),
    ...presence(options),
    IsString({ message: `${label} must be text.` }),
    MaxLength(EMAIL_MAX_LENGTH, {
      message: `${label} can be at most ${EMAIL_MAX_LENGTH} characters.`,
    }),
    IsEmail({}, { message: 'Enter a valid email address.' }),
  );
}

const WEB_URL = {
  protocols: ['http', 'https'],
  require_protocol: true,
  require_valid_protocol: true,
  require_tld: true,
  allow_underscores: true,
};

/** An http(s) address on the web, e.g. a company website or a LinkedIn profile. */
export function WebUrlField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: String, format: 'uri', maxLength: URL_MAX_LENGTH }),
    ...BlankToNull(options),
    Trim(),
    ...presence(options),
    IsString({ message: `${label} must be text.` }),
    MaxLength(URL_MAX_LENGTH, { message: `${label} can be at most ${URL_MAX_LENGTH} characters.` }),
    NoNul(label),
    IsUrl(WEB_URL, {
      message: `${label} must be a web address starting with http:// or https://.`,
    }),
  );
}

/** Where images uploaded here are served from; the only site-relative image address allowed. */
export const UPLOADS_PATH = '/api/uploads/';
const UPLOADED_IMAGE = /^\/api\/uploads\/[a-f0-9]{64}\.(png|jpg|webp|gif)$/;

export function isImageUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (UPLOADED_IMAGE.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An image: one uploaded through POST /api/uploads, or an http(s) address. */
export function ImageUrlField(label: string, options: FieldOptions = {}) {
  return applyDecorators(
    documented(options, {
      type: String,
      maxLength: URL_MAX_LENGTH,
      example: '/api/uploads/3f5e….png',
      description:
        options.description ??
        'The url answered by POST /api/uploads, or an http(s) address of an image.',
    }),
    ...BlankToNull(options),
    Trim(),
    ...presence(options),
    IsString({ message: `${label} must be text.` }),
    MaxLength(URL_MAX_LENGTH, { message: `${label} can be at most ${URL_MAX_LENGTH} characters.` }),
    NoNul(label),
    ValidateBy(
      { name: 'isImageUrl', validator: { validate: isImageUrl } },
      {
        message: `${label} must be an uploaded image (/api/uploads/…) or a web address starting with http:// or https://.`,
      },
    ),
  );
}

export function SlugField(label: string) {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: false,
      maxLength: SLUG_MAX_LENGTH,
      example: 'why-ai-now',
      description: `The ${label}'s address; made from its name or title when left out.`,
    }),
    Trim(),
    ...presence({ nullable: false }),
    IsString({ message: 'Slug must be text.' }),
    MaxLength(SLUG_MAX_LENGTH, { message: `Slug can be at most ${SLUG_MAX_LENGTH} characters.` }),
    Matches(SLUG_PATTERN, {
      message:
        'Slug may use lower-case letters, digits and single hyphens between them, such as why-ai-now.',
    }),
  );
}

export function ChoiceField<T extends string>(
  label: string,
  choices: readonly T[],
  options: FieldOptions,
) {
  return applyDecorators(
    documented(options, { enum: choices }),
    ...presence(options),
    IsIn(choices, { message: `${label} must be one of: ${choices.join(', ')}.` }),
  );
}

export function IntField(label: string, options: FieldOptions & { min: number; max: number }) {
  return applyDecorators(
    documented(options, { type: Number, minimum: options.min, maximum: options.max }),
    ...presence(options),
    IsInt({ message: `${label} must be a whole number.` }),
    Min(options.min, { message: `${label} must be at least ${options.min}.` }),
    Max(options.max, { message: `${label} can be at most ${options.max}.` }),
  );
}

/** From FOUNDED_YEAR_MIN to next year, checked against today's date rather than boot time. */
export function FoundedYearField(options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: Number, minimum: FOUNDED_YEAR_MIN, example: 2024 }),
    ...presence(options),
    IsInt({ message: 'Founded year must be a whole number.' }),
    ValidateBy(
      {
        name: 'foundedYear',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'number' && value >= FOUNDED_YEAR_MIN && value <= foundedYearMax(),
        },
      },
      {
        message: () => `Founded year must be between ${FOUNDED_YEAR_MIN} and ${foundedYearMax()}.`,
      },
    ),
  );
}

/** Checks the items of a list only once it is a list, so "must be a list" is said first. */
const EveryItemText = (message: string) =>
  ValidateBy(
    {
      name: 'everyItemText',
      validator: {
        validate: (value: unknown) =>
          !Array.isArray(value) || value.every((item) => typeof item === 'string' && !hasNul(item)),
      },
    },
    { message },
  );

/** Trimmed, de-duplicated ignoring case; more than TAGS_MAX distinct tags is refused. */
export function TagsField(label: string, options: FieldOptions = {}) {
  return applyDecorators(
    documented(options, {
      type: [String],
      maxItems: TAGS_MAX,
      example: ['LLM Ops', 'Agents'],
    }),
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? normalizeTags(value, Infinity)
        : value,
    ),
    ...presence(options),
    IsArray({ message: `${label} must be a list of words.` }),
    ArrayMaxSize(TAGS_MAX, { message: `Add at most ${TAGS_MAX} ${label.toLowerCase()}.` }),
    EveryItemText(`Each of the ${label.toLowerCase()} must be text.`),
    MaxLength(TAG_MAX_LENGTH, {
      each: true,
      message: `Each of the ${label.toLowerCase()} can be at most ${TAG_MAX_LENGTH} characters.`,
    }),
  );
}

/** A list of short sentences (a program's requirements or benefits); blank items are dropped. */
export function TextListField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: [String], maxItems: LIST_ITEMS_MAX }),
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value) && value.every((item) => typeof item === 'string')
        ? value.map((item: string) => item.trim()).filter(Boolean)
        : value,
    ),
    ...presence(options),
    IsArray({ message: `${label} must be a list.` }),
    ArrayMaxSize(LIST_ITEMS_MAX, { message: `${label} can have at most ${LIST_ITEMS_MAX} items.` }),
    EveryItemText(`Each item of ${label.toLowerCase()} must be text.`),
    MaxLength(LIST_ITEM_MAX_LENGTH, {
      each: true,
      message: `Each item of ${label.toLowerCase()} can be at most ${LIST_ITEM_MAX_LENGTH} characters.`,
    }),
  );
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Dates people enter here fall well inside these years; PostgreSQL refuses some outside. */
const YEAR_MIN = 1900;
const YEAR_MAX = 2199;

const withinYears = (date: Date) =>
  date.getUTCFullYear() >= YEAR_MIN && date.getUTCFullYear() <= YEAR_MAX;

export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !CALENDAR_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && withinYears(date);
}

/** A day without a time, YYYY-MM-DD. */
export function DateField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: String, format: 'date', example: '2026-03-31' }),
    ...BlankToNull(options),
    ...presence(options),
    ValidateBy(
      { name: 'isCalendarDate', validator: { validate: isCalendarDate } },
      {
        message: `${label} must be a date written as YYYY-MM-DD, between the years ${YEAR_MIN} and ${YEAR_MAX}.`,
      },
    ),
  );
}

export function DateTimeField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: String, format: 'date-time' }),
    ...presence(options),
    IsISO8601(
      { strict: true },
      { message: `${label} must be a date and time such as 2026-01-31T09:00:00Z.` },
    ),
    ValidateBy(
      {
        name: 'withinYears',
        validator: {
          validate: (value: unknown) => typeof value === 'string' && withinYears(new Date(value)),
        },
      },
      { message: `${label} must be between the years ${YEAR_MIN} and ${YEAR_MAX}.` },
    ),
  );
}
