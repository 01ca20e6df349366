import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import { User } from '../users/user.entity.js';
import { ApiToken } from './api-token.entity.js';

export type NewApiTokenRow = Pick<
  ApiToken,
  'userId' | 'name' | 'prefix' | 'tokenHash' | 'scopes' | 'expiresAt'
>;

/** A live token with its owner as the owner is now. */
export interface ApiTokenWithOwner {
  token: ApiToken;
  owner: Pick<User, 'id' | 'role' | 'email'>;
}

/** How often a token's `lastUsedAt` is written at most. */
const LAST_USED_STEP_MS = 60_000;

@Injectable()
export class ApiTokenRepository {
  private readonly tokens: Repository<ApiToken>;

  constructor(@InjectEntityManager() private readonly manager: EntityManager) {
    this.tokens = manager.getRepository(ApiToken);
  }

  insert(row: NewApiTokenRow): Promise<ApiToken> {
    return this.tokens.save(this.tokens.create({ ...row, lastUsedAt: null, revokedAt: null }));
  }

  /** A user's live tokens (not revoked), newest first; expired ones stay listed until revoked. */
  listOf(userId: string): Promise<ApiToken[]> {
    return this.tokens.find({
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  countLive(userId: string): Promise<number> {
    return this.tokens.countBy({ userId, revokedAt: IsNull() });
  }

  /** Revokes one of the user's live tokens; false when it has none with this id. */
  async revoke(userId: string, id: string, at: Date): Promise<boolean> {
    const result = await this.tokens.update({ id, userId, revokedAt: IsNull() }, { revokedAt: at });
    return (result.affected ?? 0) > 0;
  }

  /** The live token with this hash and its owner; null when none (or revoked). */
  async findLive(tokenHash: string): Promise<ApiTokenWithOwner | null> {
    const token = await this.tokens.findOne({
      where: { tokenHash, revokedAt: IsNull() },
      relations: { user: true },
    });
    if (!token?.user) return null;
    const { user, ...rest } = token;
    return {
      token: Object.assign(new ApiToken(), rest),
      owner: { id: user.id, role: user.role, email: user.email },
    };
  }

  /** Marks the token used at `at`, unless it was marked in the last minute. */
  async touch(id: string, at: Date): Promise<void> {
    await this.manager.query(
      `UPDATE "auth"."api_tokens" SET "last_used_at" = $2
        WHERE "id" = $1 AND ("last_used_at" IS NULL OR "last_used_at" < $3)`,
      [id, at, new Date(at.getTime() - LAST_USED_STEP_MS)],
    );
  }
}
