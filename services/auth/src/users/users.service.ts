import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AccessRevocations,
  containsPattern,
  pageWindow,
  type ListQuery,
  type Paged,
} from '@sandglass/server';
import type { Role } from '@sandglass/shared';
import { QueryFailedError, type Repository } from 'typeorm';
import { PasswordHasher } from '../sessions/password-hasher.js';
import { User } from './user.entity.js';
import { EmailTakenError, OwnRoleChangeError, UserNotFoundError } from './users.errors.js';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role?: Role;
}

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly revocations: AccessRevocations,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  /** Creates an account; the unique index, not a prior lookup, decides whether the email is free. */
  async create(input: NewUser): Promise<User> {
    const user = this.users.create({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.trim().toLowerCase(),
      passwordHash: await this.hasher.hash(input.password),
      role: input.role ?? 'guest',
      membershipTier: 'free',
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string })?.code === UNIQUE_VIOLATION
      ) {
        throw new EmailTakenError();
      }
      throw error;
    }
  }

  async setPassword(user: User, password: string): Promise<void> {
    await this.users.update({ id: user.id }, { passwordHash: await this.hasher.hash(password) });
  }

  /** Newest first; `q` matches the first, last or full name or the email. */
  async list(query: ListQuery): Promise<Paged<User>> {
    const { skip, take } = pageWindow(query);
    const rows = this.users
      .createQueryBuilder('user')
      .orderBy('user.createdAt', 'DESC')
      .addOrderBy('user.id');
    if (query.q) {
      rows.where(
        "(user.firstName ILIKE :pattern OR user.lastName ILIKE :pattern OR user.email ILIKE :pattern OR (user.firstName || ' ' || user.lastName) ILIKE :pattern)",
        { pattern: containsPattern(query.q) },
      );
    }
    const [items, total] = await rows.skip(skip).take(take).getManyAndCount();
    return { items, total };
  }

  /**
   * Changes another user's role. Their access tokens are refused everywhere from now on, so the
   * old role's rights end at once; their next refresh carries the new role.
   */
  async changeRole(actorId: string, userId: string, role: Role): Promise<User> {
    if (actorId === userId) throw new OwnRoleChangeError();
    const user = await this.findById(userId);
    if (!user) throw new UserNotFoundError();
    if (user.role !== role) {
      // Before the change, so a Redis outage (503) changes nothing; and after it, for a token a
      // refresh may have signed with the old role in between. By then a failure there means
      // Redis just went away, and every service refuses tokens until it is back.
      await this.revocations.revoke(user.id, Date.now());
      user.role = role;
      await this.users.update({ id: user.id }, { role });
      await this.revocations.revoke(user.id, Date.now()).catch(() => undefined);
    }
    return user;
  }

  async ensureRole(user: User, role: Role): Promise<void> {
    if (user.role === role) return;
    user.role = role;
    await this.users.update({ id: user.id }, { role });
  }
}
