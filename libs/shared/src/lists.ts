/**
 * Every list endpoint answers one page of rows as a plain array and says in this header how
 * many rows match the query in all.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** What a list is asked for: `?q=&page=&pageSize=`. */
export interface ListRequest {
  q?: string;
  page: number;
  pageSize: number;
}

/** One page of a list and how many rows match in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}
