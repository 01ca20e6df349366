import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { containsPattern, type Paged } from '@sandglass/server';
import type { Role } from '@sandglass/shared';
import { In, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { User } from './user.entity.js';

const UNIQUE_VIOLATION = '23505';

export type NewUserRow = Pick<
  User,
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'passwordHash'
  | 'role'
  | 'membershipTier'
  | 'emailVerifiedAt'
>;

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError &&
  (error.driverError as { code?: string })?.code === UNIQUE_VIOLATION;

/**
 * The users' queries: the services hold the rules, this holds the SQL. Built on an entity
 * manager, so a transaction can have one of its own (RefreshTokenRepository.transaction).
 */
@Injectable()
export class UserRepository {
  private readonly users: Repository<User>;

  constructor(@InjectEntityManager() manager: EntityManager) {
    this.users = manager.getRepository(User);
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByIds(ids: readonly string[]): Promise<User[]> {
    return ids.length ? this.users.findBy({ id: In([...ids]) }) : Promise.resolve([]);
  }

  /** `email` as stored: lower-cased. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email });
  }

  /** Newest first; `q` matches the first, last or full name or the email, ignoring case. */
  async page(
    q: string | undefined,
    window: { skip?: number; take?: number },
  ): Promise<Paged<User>> {
    const rows = this.users
      .createQueryBuilder('user')
      .orderBy('user.createdAt', 'DESC')
      .addOrderBy('user.id');
    if (q) {
      rows.where(
        "(user.firstName ILIKE :pattern OR user.lastName ILIKE :pattern OR user.email ILIKE :pattern OR (user.firstName || ' ' || user.lastName) ILIKE :pattern)",
        { pattern: containsPattern(q) },
      );
    }
    const [items, total] = await rows.skip(window.skip).take(window.take).getManyAndCount();
    return { items, total };
  }

  hasAdmin(): Promise<boolean> {
    return this.users.existsBy({ role: 'admin' });
  }

  /** The new user, or null when the unique index says the email is taken. */
  async insert(row: NewUserRow): Promise<User | null> {
    try {
      return await this.users.save(this.users.create(row));
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async setNotifications(
    id: string,
    notifications: Partial<
      Pick<User, 'notifyFailedPosts' | 'notifyReconnectNeeded' | 'notifyTokenExpiring'>
    >,
  ): Promise<void> {
    if (Object.keys(notifications).length > 0) await this.users.update({ id }, notifications);
  }

  async setEmailVerifiedAt(id: string, at: Date): Promise<void> {
    await this.users.update({ id }, { emailVerifiedAt: at });
  }

  /** Moves the account to a proved address; false when another account has it. */
  async setVerifiedEmail(id: string, email: string, at: Date): Promise<boolean> {
    try {
      await this.users.update({ id }, { email, emailVerifiedAt: at });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Deletes the user; their sessions, tokens, links and requests go with them (cascade). */
  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
  }

  async setName(id: string, firstName: string, lastName: string): Promise<void> {
    await this.users.update({ id }, { firstName, lastName });
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.users.update({ id }, { role });
  }
}
