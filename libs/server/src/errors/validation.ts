import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@sandglass/shared';
import { ValidationFailedError } from './app-error.js';

const EMPTINESS = ['isDefined', 'isNotEmpty', 'arrayNotEmpty'];
const SHAPE = [
  'whitelistValidation',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
  'isIn',
  'isEnum',
  'isUuid',
  'isDateString',
  'isIso8601',
  'nestedValidation',
];

/**
 * The one message to show for a field: for a missing value the "enter X" message, otherwise
 * the type message before any length or format message, whatever order the decorators are in.
 */
function firstMessage(error: ValidationError): [string, string] | undefined {
  const constraints = error.constraints ?? {};
  const keys = Object.keys(constraints);
  if (keys.length === 0) return undefined;
  const missing = error.value === undefined || error.value === null || error.value === '';
  const order = missing ? [...EMPTINESS, ...SHAPE] : [...SHAPE, ...EMPTINESS];
  const key = order.find((candidate) => candidate in constraints) ?? keys[0];
  return [key, constraints[key]];
}

/** Flattens class-validator's tree into one `{ field: 'a.b', message }` row per bad field. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const picked = firstMessage(error);
    const own = picked
      ? [
          {
            field,
            message:
              picked[0] === 'whitelistValidation'
                ? `Unknown field "${field}". Remove it and try again.`
                : sentence(picked[1]),
          },
        ]
      : [];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Where the first string holding a NUL character is in `value` (`''` for the value itself). */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** `contacts.0.firstName` → `First name`: the words of the field's own name. */
/** Fields whose name reads badly as a word: the search parameter `q`. */
const FIELD_LABELS: Record<string, string> = { q: 'Search' };

function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const name =
    field
      .split('.')
      .reverse()
      .find((part) => !/^\d+$/.test(part)) ?? field;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * No text anywhere may carry a NUL character: PostgreSQL cannot store one (it answered 500), and
 * nothing a person types contains one. Checked for bodies, queries and params once their DTO's
 * rules (which may say something more specific) have passed.
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // After the DTO's own rules, whose sentences may be more specific; before any use.
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type === 'custom') return result;
    const found = findNul(result, metadata.data ?? '');
    if (found !== undefined) {
      const field = found || metadata.type;
      throw new ValidationFailedError([
        {
          field,
          message: `${fieldLabel(field)} contains an invisible NUL character. Remove it and try again.`,
        },
      ]);
    }
    return result;
  }
}

/**
 * Validates every body, query and param against its DTO: unknown fields are refused, types are
 * checked strictly (a number is not a string), text carries no NUL character, and failures
 * become one 400 with field details.
 */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new ValidationFailedError(toFieldErrors(errors)),
  });
}
