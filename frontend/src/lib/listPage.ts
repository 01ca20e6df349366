import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { TOTAL_COUNT_HEADER, type ListPage, type ListRequest } from '@sandglass/shared';

/** The query string of a list request; an empty search is left out. */
export function listParams({ q, page, pageSize }: ListRequest): Record<string, string | number> {
  return { ...(q ? { q } : {}), page, pageSize };
}

/** A list endpoint's rows with the total from its `X-Total-Count` header. */
export function toListPage<T>(items: T[], meta: FetchBaseQueryMeta | undefined): ListPage<T> {
  const total = Number(meta?.response?.headers.get(TOTAL_COUNT_HEADER));
  return { items, total: Number.isFinite(total) ? total : items.length };
}
