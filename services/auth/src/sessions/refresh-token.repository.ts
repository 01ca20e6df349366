import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { UserRepository } from '../users/user.repository.js';
import { RefreshToken } from './refresh-token.entity.js';
import { Session } from './session.entity.js';

export type NewRefreshToken = Pick<
  RefreshToken,
  'userId' | 'familyId' | 'tokenHash' | 'expiresAt' | 'userAgent'
>;

/**
 * The queries of sign-ins (sessions) and their refresh tokens: SessionsService holds the rules,
 * this holds the SQL. Whatever changes a sign-in's tokens locks its session row first
 * (`lockSession`), so the changes of one sign-in happen one after another.
 */
@Injectable()
export class RefreshTokenRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Runs `work` in one transaction, with repositories whose queries all take part in it. */
  transaction<T>(
    work: (
      tokens: RefreshTokenRepository,
      users: UserRepository,
      manager: EntityManager,
    ) => Promise<T>,
  ): Promise<T> {
    return this.manager.transaction((manager) =>
      work(new RefreshTokenRepository(manager), new UserRepository(manager), manager),
    );
  }

  /** Starts a sign-in of `userId`; its id is the family id of its refresh tokens. */
  async startSession(userId: string, userAgent: string | null, at: Date): Promise<string> {
    const result = await this.manager.insert(Session, {
      userId,
      endedAt: null,
      userAgent,
      lastUsedAt: at,
    });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Records a refresh of the sign-in: when, and from which User-Agent. */
  async touchSession(id: string, userAgent: string | null, at: Date): Promise<void> {
    await this.manager.update(Session, { id }, { lastUsedAt: at, userAgent });
  }

  /** The user's sign-ins that have not ended and were used since `since`, most recent first. */
  activeSessions(userId: string, since: Date): Promise<Session[]> {
    return this.manager.find(Session, {
      where: { userId, endedAt: IsNull(), lastUsedAt: MoreThan(since) },
      order: { lastUsedAt: 'DESC', id: 'ASC' },
    });
  }

  /** The ids of the user's sign-ins that have not ended, but `except`. */
  async openSessionIds(userId: string, except?: string): Promise<string[]> {
    const rows = await this.manager.find(Session, {
      select: { id: true },
      where: { userId, endedAt: IsNull(), ...(except ? { id: Not(except) } : {}) },
    });
    return rows.map(({ id }) => id);
  }

  /** Ends these sign-ins of the user at `at` and revokes their refresh tokens. */
  async endSessions(userId: string, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.manager.update(
      Session,
      { userId, id: In([...ids]), endedAt: IsNull() },
      { endedAt: at },
    );
    await this.manager.update(
      RefreshToken,
      { userId, familyId: In([...ids]), revokedAt: IsNull() },
      { revokedAt: at },
    );
  }

  /** The sign-in, locked until the transaction ends (call inside `transaction`). */
  lockSession(id: string): Promise<Session | null> {
    return this.manager.findOne(Session, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Ends the sign-in at `at` and revokes its tokens (call inside `transaction`, after locking it). */
  async endSession(id: string, at: Date): Promise<void> {
    await this.manager.update(Session, { id, endedAt: IsNull() }, { endedAt: at });
    await this.manager.update(
      RefreshToken,
      { familyId: id, revokedAt: IsNull() },
      { revokedAt: at },
    );
  }

  findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return this.manager.findOneBy(RefreshToken, { tokenHash });
  }

  async insert(token: NewRefreshToken): Promise<void> {
    await this.manager.insert(RefreshToken, { ...token, revokedAt: null, rotatedAt: null });
  }

  /** Spent by rotation at `at`: revoked, and remembered as rotated (for the grace period). */
  async markRotated(id: string, at: Date): Promise<void> {
    await this.manager.update(RefreshToken, { id }, { revokedAt: at, rotatedAt: at });
  }
}
