import { ValidationPipe, type ValidationError } from '@nestjs/common';
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

/**
 * Validates every body, query and param against its DTO: unknown fields are refused, types are
 * checked strictly (a number is not a string), and failures become one 400 with field details.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new ValidationFailedError(toFieldErrors(errors)),
  });
}
