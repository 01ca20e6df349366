import { Transform } from 'class-transformer';

/** Trims a string field; leaves other types alone so the type check still catches them. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

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
