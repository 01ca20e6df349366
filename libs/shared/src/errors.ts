/** The one error body every service answers with (ARCHITECTURE.md, "Errors"). */
export interface ErrorBody {
  statusCode: number;
  /** A sentence a person can act on. */
  message: string;
  /** A stable machine-readable code, e.g. `EMAIL_TAKEN`. */
  code: string;
  /** Per-field problems, when the request had any. */
  details?: FieldError[];
}

export interface FieldError {
  field: string;
  message: string;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).statusCode === 'number' &&
    typeof (value as ErrorBody).message === 'string'
  );
}
