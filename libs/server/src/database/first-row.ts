/**
 * The first row of a raw query's answer, or null. node-postgres answers UPDATE … RETURNING as
 * `[rows, count]` through TypeORM, and a SELECT as `rows`.
 */
export function firstRow<T>(rows: T[] | [T[], number]): T | null {
  const list = Array.isArray(rows[0]) ? (rows[0] as T[]) : (rows as T[]);
  return list[0] ?? null;
}
