import { useState, type ChangeEvent } from 'react';
import { apiErrorMessage, apiFieldErrors, errorBodyOf } from '../../../lib/apiError';
import type { FieldErrors, FormCheck } from './rules';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<Control>) => void;
}

export interface EntityForm<Values extends object, Input> {
  values: Values;
  errors: FieldErrors<keyof Values & string>;
  /** The server's sentence when it refused the whole request, not one field. */
  formError: string | undefined;
  /** Some value differs from what the form opened with: closing it would lose that. */
  isDirty: boolean;
  /** Props for a TextField, TextAreaField or SelectField showing `field`. */
  bind: (field: keyof Values & string) => FieldBinding;
  setValue: (field: keyof Values & string, value: string) => void;
  setValues: (update: (values: Values) => Values) => void;
  /** Checks the values; shows the problems and answers null, or answers the body to send. */
  check: () => Input | null;
  /** Shows a refused request: per-field details next to their fields, the rest above the form. */
  showServerError: (error: unknown, fallback: string) => string;
}

/**
 * The state of an add/edit form: values as typed, the problems found by the browser's check
 * or by the server, each shown next to its field and cleared as soon as that field changes.
 */
export function useEntityForm<Values extends object, Input>(
  initial: Values,
  checkValues: (values: Values) => FormCheck<Input, keyof Values & string>,
): EntityForm<Values, Input> {
  type Field = keyof Values & string;
  const [initialValues] = useState(initial);
  const [values, setAll] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();

  function clearError(field: Field) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<Field>;
    });
  }

  function setValue(field: Field, value: string) {
    setAll((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  return {
    values,
    errors,
    formError,
    isDirty: (Object.keys(values) as Field[]).some(
      (field) => values[field] !== initialValues[field],
    ),
    bind: (field) => ({
      name: field,
      value: String(values[field] ?? ''),
      error: errors[field],
      onChange: (event) => setValue(field, event.target.value),
    }),
    setValue,
    setValues: setAll,
    check: () => {
      const result = checkValues(values);
      setFormError(undefined);
      if (!result.ok) {
        setErrors(result.errors);
        return null;
      }
      setErrors({});
      return result.input;
    },
    showServerError: (error, fallback) => {
      const message = apiErrorMessage(error, fallback);
      const byField: FieldErrors<Field> = {};
      const elsewhere: string[] = [];
      for (const [path, text] of Object.entries(apiFieldErrors(error))) {
        const field = path.split(/[.[]/)[0] as Field;
        if (field in values) byField[field] ??= text;
        else elsewhere.push(text);
      }
      // A taken slug is a 409 without field details, but it is the slug field that needs fixing.
      if (errorBodyOf(error)?.code.endsWith('SLUG_TAKEN') && 'slug' in values) {
        byField['slug' as Field] = message;
      }
      setErrors(byField);
      setFormError(Object.keys(byField).length > 0 && elsewhere.length === 0 ? undefined : message);
      return message;
    },
  };
}
