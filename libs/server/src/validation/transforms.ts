import { visibleText } from '@sandglass/shared';
import { Transform } from 'class-transformer';

/**
 * Trims a string field, and blanks one where nothing would show (visibleText), so a required
 * field refuses it as empty; leaves other types alone so the type check still catches them.
 */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? visibleText(value) : value,
  );

/**
 * An email as it is stored and compared: trimmed and lower-cased, so uniqueness ignores case.
 * The gateway counts sign-ins per email with the same rule, so no spelling escapes its limits.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Normalises an email field (normalizeEmail); leaves other types for the type check. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normalizeEmail(value) : value,
  );
