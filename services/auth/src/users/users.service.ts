import { Injectable } from '@nestjs/common';
import {
  AccessRevocations,
  normalizeEmail,
  pageWindow,
  type ListQuery,
  type Paged,
} from '@sandglass/server';
import type { Role } from '@sandglass/shared';
import { PasswordHasher } from '../sessions/password-hasher.js';
import type { User } from './user.entity.js';
import { UserRepository } from './user.repository.js';
import { EmailTakenError, OwnRoleChangeError, UserNotFoundError } from './users.errors.js';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role?: Role;
  /** Set when the address is known to be the person's (the admin account from the config). */
  emailVerifiedAt?: Date | null;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly repository: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly revocations: AccessRevocations,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.repository.findById(id);
  }

  /** The accounts of these ids that exist (a deleted one is simply missing). */
  findByIds(ids: readonly string[]): Promise<User[]> {
    return this.repository.findByIds(ids);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repository.findByEmail(normalizeEmail(email));
  }

  hasAdmin(): Promise<boolean> {
    return this.repository.hasAdmin();
  }

  /** Creates an account; the unique index, not a prior lookup, decides whether the email is free. */
  async create(input: NewUser): Promise<User> {
    const user = await this.repository.insert({
      firstName: input.firstName,
      lastName: input.lastName,
      email: normalizeEmail(input.email),
      passwordHash: await this.hasher.hash(input.password),
      role: input.role ?? 'guest',
      membershipTier: 'free',
      emailVerifiedAt: input.emailVerifiedAt ?? null,
    });
    if (!user) throw new EmailTakenError();
    return user;
  }

  async setPassword(user: User, password: string): Promise<void> {
    await this.repository.setPasswordHash(user.id, await this.hasher.hash(password));
  }

  hashPassword(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  /** Whether `password` is the user's. */
  checkPassword(user: User, password: string): Promise<boolean> {
    return this.hasher.verify(user.passwordHash, password);
  }

  async rename(user: User, firstName: string, lastName: string): Promise<User> {
    await this.repository.setName(user.id, firstName, lastName);
    return Object.assign(user, { firstName, lastName });
  }

  /** Newest first; `q` matches the first, last or full name or the email. */
  list(query: ListQuery): Promise<Paged<User>> {
    return this.repository.page(query.q, pageWindow(query));
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
      await this.revocations.revokeUser(user.id, Date.now());
      user.role = role;
      await this.repository.setRole(user.id, role);
      await this.revocations.revokeUser(user.id, Date.now()).catch(() => undefined);
    }
    return user;
  }

  async ensureRole(user: User, role: Role): Promise<void> {
    if (user.role === role) return;
    user.role = role;
    await this.repository.setRole(user.id, role);
  }
}
