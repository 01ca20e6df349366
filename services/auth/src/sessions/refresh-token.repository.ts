import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { IsNull, type EntityManager } from 'typeorm';
import { UserRepository } from '../users/user.repository.js';
import { RefreshToken } from './refresh-token.entity.js';

export type NewRefreshToken = Pick<
  RefreshToken,
  'userId' | 'familyId' | 'tokenHash' | 'expiresAt' | 'userAgent'
>;

/** The refresh tokens' queries: SessionsService holds the rules, this holds the SQL. */
@Injectable()
export class RefreshTokenRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Runs `work` in one transaction, with repositories whose queries all take part in it. */
  transaction<T>(
    work: (tokens: RefreshTokenRepository, users: UserRepository) => Promise<T>,
  ): Promise<T> {
    return this.manager.transaction((manager) =>
      work(new RefreshTokenRepository(manager), new UserRepository(manager)),
    );
  }

  findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return this.manager.findOneBy(RefreshToken, { tokenHash });
  }

  /** The token, locked until the transaction ends (call inside `transaction`). */
  findByHashForUpdate(tokenHash: string): Promise<RefreshToken | null> {
    return this.manager.findOne(RefreshToken, {
      where: { tokenHash },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async insert(token: NewRefreshToken): Promise<void> {
    await this.manager.insert(RefreshToken, { ...token, revokedAt: null, rotatedAt: null });
  }

  /** Spent by rotation at `at`: revoked, and remembered as rotated (for the grace period). */
  async markRotated(id: string, at: Date): Promise<void> {
    await this.manager.update(RefreshToken, { id }, { revokedAt: at, rotatedAt: at });
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.manager.update(RefreshToken, { familyId, revokedAt: IsNull() }, { revokedAt: at });
  }
}
