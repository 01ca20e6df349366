/** A PATCH request: the id of the record and the fields to change. */
export interface Update<T> {
  id: string;
  changes: T;
}
