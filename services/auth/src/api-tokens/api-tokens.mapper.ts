import type { ApiTokenSummary } from '@sandglass/shared';
import type { ApiToken } from './api-token.entity.js';

export function toApiTokenSummary(row: ApiToken): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
