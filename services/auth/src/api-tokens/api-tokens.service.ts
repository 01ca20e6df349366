import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AccessRevocations, apiTokenHash, Clock, type ApiTokenGrant } from '@sandglass/server';
import { API_TOKEN_PREFIX, type ApiTokenSummary, type CreatedApiToken } from '@sandglass/shared';
import { ApiTokenLimitError, ApiTokenNotFoundError } from './api-tokens.errors.js';
import { ApiTokenRepository } from './api-tokens.repository.js';
import type { CreateApiTokenDto } from './api-tokens.dto.js';
import { toApiTokenSummary } from './api-tokens.mapper.js';

/** How many live tokens one person may hold. */
export const API_TOKENS_PER_USER = 50;

/** Random bytes in a secret: 256 bits, base64url after `sgv_` (43 characters). */
const SECRET_BYTES = 32;

/** How many characters of the secret are kept to recognise it by (`sgv_` and six more). */
const VISIBLE_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;

const DAY_MS = 24 * 3600 * 1000;

@Injectable()
export class ApiTokensService {
  constructor(
    private readonly tokens: ApiTokenRepository,
    private readonly revocations: AccessRevocations,
    private readonly clock: Clock,
  ) {}

  /** A new token for `userId`; the answer is the only place its secret ever appears. */
  async create(userId: string, dto: CreateApiTokenDto): Promise<CreatedApiToken> {
    if ((await this.tokens.countLive(userId)) >= API_TOKENS_PER_USER) {
      throw new ApiTokenLimitError(API_TOKENS_PER_USER);
    }
    const secret = `${API_TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
    const now = this.clock.now();
    const row = await this.tokens.insert({
      userId,
      name: dto.name,
      prefix: secret.slice(0, VISIBLE_PREFIX_LENGTH),
      tokenHash: apiTokenHash(secret),
      scopes: dto.scopes,
      expiresAt:
        dto.expiresInDays === null ? null : new Date(now.getTime() + dto.expiresInDays * DAY_MS),
    });
    return {
      id: row.id,
      name: row.name,
      token: secret,
      prefix: row.prefix,
      scopes: row.scopes,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    };
  }

  async list(userId: string): Promise<ApiTokenSummary[]> {
    return (await this.tokens.listOf(userId)).map(toApiTokenSummary);
  }

  /**
   * Revokes the token: its row first (a service that looks it up again finds nothing), then the
   * announcement every service's check honours at once (a 503, nothing half-done to hide, when
   * Redis is away: the row is revoked and the lookups' short cache ends it within seconds).
   */
  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.tokens.revoke(userId, id, this.clock.now()))) {
      throw new ApiTokenNotFoundError();
    }
    await this.revocations.revokeSession(id);
  }

  /** What a live, unexpired token stands for, and marks it used; null for anything else. */
  async grantFor(tokenHash: string): Promise<ApiTokenGrant | null> {
    const found = await this.tokens.findLive(tokenHash);
    if (!found) return null;
    const now = this.clock.now();
    if (found.token.expiresAt && found.token.expiresAt <= now) return null;
    await this.tokens.touch(found.token.id, now);
    return {
      tokenId: found.token.id,
      userId: found.owner.id,
      role: found.owner.role,
      email: found.owner.email,
      scopes: found.token.scopes,
      expiresAt: found.token.expiresAt?.toISOString() ?? null,
    };
  }
}
