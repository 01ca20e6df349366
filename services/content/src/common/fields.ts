import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { NormalizeEmail, Trim } from '@sandglass/server';
import {
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  EMAIL_MAX_LENGTH,
  FIELD_SENTENCES as SAY,
  foundedYearMax,
  hasNul,
  isCalendarDate,
  isEmailAddress,
  isImageUrl,
  isOneLine,
  isSlug,
  isWebAddress,
  FOUNDED_YEAR_MIN,
  LIST_ITEM_MAX_LENGTH,
  LIST_ITEMS_MAX,
  normalizeTags,
  visibleText,
  SLUG_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  URL_MAX_LENGTH,
} from '@sandglass/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
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
          typeof value === 'string' && visibleText(value) === '' ? null : value,
        ),
      ]
    : [];

/** A rule of the shared field rules (libs/shared), with its sentence. */
const Rule = (name: string, validate: (value: unknown) => boolean, message: string) =>
  ValidateBy({ name, validator: { validate } }, { message });

/** PostgreSQL cannot store the NUL character in text, so it is refused with a sentence. */
const NoNul = (label: string) => Rule('noNul', (value) => !hasNul(value), SAY.nul(label));

export function TextField(
  label: string,
  options: FieldOptions & { max: number; singleLine?: boolean },
) {
  return applyDecorators(
    documented(options, { type: String, maxLength: options.max }),
    ...BlankToNull(options),
    Trim(),
    ...presence(options),
    IsString({ message: SAY.text(label) }),
    MaxLength(options.max, { message: SAY.tooLong(label, options.max) }),
    NoNul(label),
    ...(options.singleLine ? [Rule('isOneLine', isOneLine, SAY.oneLine(label))] : []),
  );
}

export function EmailField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: String, format: 'email', maxLength: EMAIL_MAX_LENGTH }),
    NormalizeEmail(),
    ...presence(options),
    IsString({ message: SAY.text(label) }),
    MaxLength(EMAIL_MAX_LENGTH, { message: SAY.tooLong(label, EMAIL_MAX_LENGTH) }),
    Rule('isEmail', isEmailAddress, SAY.email),
  );
}

/** An http(s) address on the web, e.g. a company website or a LinkedIn profile. */
export function WebUrlField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: String, format: 'uri', maxLength: URL_MAX_LENGTH }),
    ...BlankToNull(options),
    Trim(),
    ...presence(options),
    IsString({ message: SAY.text(label) }),
    MaxLength(URL_MAX_LENGTH, { message: SAY.tooLong(label, URL_MAX_LENGTH) }),
    NoNul(label),
    Rule('isUrl', isWebAddress, SAY.webAddress(label)),
  );
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
    IsString({ message: SAY.text(label) }),
    MaxLength(URL_MAX_LENGTH, { message: SAY.tooLong(label, URL_MAX_LENGTH) }),
    NoNul(label),
    Rule('isImageUrl', isImageUrl, SAY.imageUrl(label)),
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
    IsString({ message: SAY.text('Slug') }),
    MaxLength(SLUG_MAX_LENGTH, { message: SAY.tooLong('Slug', SLUG_MAX_LENGTH) }),
    Rule('isSlug', isSlug, SAY.slug),
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
    IsIn(choices, { message: SAY.choice(label, choices) }),
  );
}

export function IntField(label: string, options: FieldOptions & { min: number; max: number }) {
  return applyDecorators(
    documented(options, { type: Number, minimum: options.min, maximum: options.max }),
    ...presence(options),
    IsInt({ message: SAY.wholeNumber(label) }),
    Min(options.min, { message: SAY.atLeast(label, options.min) }),
    Max(options.max, { message: SAY.atMost(label, options.max) }),
  );
}

/** From FOUNDED_YEAR_MIN to next year, checked against today's date rather than boot time. */
export function FoundedYearField(options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: Number, minimum: FOUNDED_YEAR_MIN, example: 2024 }),
    ...presence(options),
    IsInt({ message: SAY.wholeNumber('Founded year') }),
    ValidateBy(
      {
        name: 'foundedYear',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'number' && value >= FOUNDED_YEAR_MIN && value <= foundedYearMax(),
        },
      },
      { message: () => SAY.between('Founded year', FOUNDED_YEAR_MIN, foundedYearMax()) },
    ),
  );
}

/** Checks the items of a list only once it is a list, so "must be a list" is said first. */
const EveryItemText = (message: string) =>
  Rule(
    'everyItemText',
    (value) =>
      !Array.isArray(value) || value.every((item) => typeof item === 'string' && !hasNul(item)),
    message,
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
    IsArray({ message: SAY.tagsList(label) }),
    ArrayMaxSize(TAGS_MAX, { message: SAY.tooManyTags(label, TAGS_MAX) }),
    EveryItemText(SAY.tagText(label)),
    MaxLength(TAG_MAX_LENGTH, { each: true, message: SAY.tagTooLong(label, TAG_MAX_LENGTH) }),
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
    IsArray({ message: SAY.list(label) }),
    ArrayMaxSize(LIST_ITEMS_MAX, { message: SAY.tooManyItems(label, LIST_ITEMS_MAX) }),
    EveryItemText(SAY.itemText(label)),
    MaxLength(LIST_ITEM_MAX_LENGTH, {
      each: true,
      message: SAY.itemTooLong(label, LIST_ITEM_MAX_LENGTH),
    }),
  );
}

/** A day without a time, YYYY-MM-DD. */
export function DateField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: String, format: 'date', example: '2026-03-31' }),
    ...BlankToNull(options),
    ...presence(options),
    Rule('isCalendarDate', isCalendarDate, SAY.calendarDate(label)),
  );
}

const withinYears = (value: unknown) => {
  const year = typeof value === 'string' ? new Date(value).getUTCFullYear() : NaN;
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
};

export function DateTimeField(label: string, options: FieldOptions) {
  return applyDecorators(
    documented(options, { type: String, format: 'date-time' }),
    ...presence(options),
    IsISO8601(
      { strict: true },
      { message: `${label} must be a date and time such as 2026-01-31T09:00:00Z.` },
    ),
    Rule(
      'withinYears',
      withinYears,
      `${label} must be between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}.`,
    ),
  );
}
