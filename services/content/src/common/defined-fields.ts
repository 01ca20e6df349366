/** The fields a partial update actually sent (a validated DTO leaves the others undefined). */
export function definedFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
