import { Inject, Injectable } from '@nestjs/common';
import {
  AccessRevocations,
  Clock,
  LOGGER,
  MailClient,
  normalizeEmail,
  UnauthorizedError,
  ValidationFailedError,
} from '@sandglass/server';
import { EMAIL_VERIFICATION_HOURS, PASSWORD_RESET_MINUTES } from '@sandglass/shared';
import type { Logger } from 'pino';
import type { AuthConfig } from '../config.js';
import { newPasswordProblem } from '../sessions/common-passwords.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { AUTH_CONFIG } from '../tokens.js';
import type { User } from '../users/user.entity.js';
import { UserRepository } from '../users/user.repository.js';
import { EmailTakenError } from '../users/users.errors.js';
import { UsersService } from '../users/users.service.js';
import type { AccountTokenPurpose } from './account-token.entity.js';
import { AccountTokenRepository } from './account-token.repository.js';
import { AccountLinks, hashLinkToken } from './account-links.js';
import {
  AccountLinkInvalidError,
  AdminDeletionError,
  PasswordIncorrectError,
} from './accounts.errors.js';
import { AccountDeletions } from './account-deletions.js';
import { ServiceExports } from './account-export.js';
import { toPublicUser } from '../users/user.mapper.js';
import { MembershipRepository } from '../membership/membership.repository.js';
import { toMembershipRequest } from '../membership/membership.mapper.js';

const LINK_NAMES: Record<AccountTokenPurpose, string> = {
  'verify-email': 'verification',
  'reset-password': 'password reset',
  'change-email': 'email change',
};

/**
 * What a person does to their own account: prove their address, reset or change the password,
 * move to another address, rename themselves. Links go out by mail (AccountLinks); every
 * change that should end sign-ins goes through SessionsService.
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: AccountTokenRepository,
    private readonly links: AccountLinks,
    private readonly sessions: SessionsService,
    private readonly mail: MailClient,
    private readonly clock: Clock,
    private readonly revocations: AccessRevocations,
    private readonly deletions: AccountDeletions,
    private readonly serviceExports: ServiceExports,
    private readonly membership: MembershipRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Sends the verification mail again; nothing when the address is proved already. */
  async resendVerification(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user || user.emailVerifiedAt) return;
    await this.links.sendVerification(user);
  }

  /** Follows a verification link: the address it was sent to is proved, if still the account's. */
  async verifyEmail(token: string): Promise<void> {
    await this.tokens.transaction(async (tokens, manager) => {
      const link = await this.spend(tokens, token, 'verify-email');
      const users = new UserRepository(manager);
      const user = await users.findById(link.userId);
      if (!user || user.email !== link.email) throw new AccountLinkInvalidError('verification');
      if (!user.emailVerifiedAt) await users.setEmailVerifiedAt(user.id, this.clock.now());
      await this.mail.liftSuppression(user.email, manager);
    });
  }

  /** Mails a reset link when an account has this address; says nothing either way. */
  async forgotPassword(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) {
      this.logger.info('password reset asked for an address no account has; no mail sent');
      return;
    }
    await this.tokens.transaction(async (tokens, manager) => {
      const { token, row } = await this.links.issue(
        user,
        'reset-password',
        user.email,
        PASSWORD_RESET_MINUTES * 60_000,
        tokens,
      );
      await this.mail.send(
        {
          template: 'password-reset',
          to: user.email,
          idempotencyKey: `reset:${row.id}`,
          data: { firstName: user.firstName, token, validMinutes: PASSWORD_RESET_MINUTES },
        },
        manager,
      );
    });
  }

  /**
   * Follows a reset link: sets the password, voids every other reset link, and ends every
   * sign-in and access token of the person at once. Following it proves the address too.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const found = await this.tokens.findUsable(
      hashLinkToken(token),
      'reset-password',
      this.clock.now(),
    );
    const user = found && (await this.users.findById(found.userId));
    if (!found || !user || user.email !== found.email)
      throw new AccountLinkInvalidError('password reset');
    this.refuseWeak(password, user.email, 'password');
    const passwordHash = await this.hashOf(password);
    await this.sessions.endAll(user.id, async (manager) => {
      const tokens = new AccountTokenRepository(manager);
      await this.spend(tokens, token, 'reset-password');
      const now = this.clock.now();
      const users = new UserRepository(manager);
      await users.setPasswordHash(user.id, passwordHash);
      if (!user.emailVerifiedAt) await users.setEmailVerifiedAt(user.id, now);
      await tokens.voidAll(user.id, 'reset-password', now);
    });
  }

  /** Changes the password of a signed-in person, ending every other sign-in of theirs. */
  async changePassword(
    userId: string,
    sessionId: string | undefined,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const user = await this.signedIn(userId);
    if (!(await this.users.checkPassword(user, currentPassword)))
      throw new PasswordIncorrectError('currentPassword');
    this.refuseWeak(newPassword, user.email, 'newPassword');
    const passwordHash = await this.hashOf(newPassword);
    await this.tokens.transaction(async (tokens, manager) => {
      await new UserRepository(manager).setPasswordHash(user.id, passwordHash);
      await tokens.voidAll(user.id, 'reset-password', this.clock.now());
    });
    await this.sessions.endOthers(user.id, sessionId);
  }

  /**
   * Starts moving the account to `newEmail`: a link to the new address, and a notice to the old
   * one. The account keeps its address until the link is followed.
   */
  async requestEmailChange(userId: string, newEmail: string, password: string): Promise<void> {
    const user = await this.signedIn(userId);
    if (!(await this.users.checkPassword(user, password)))
      throw new PasswordIncorrectError('password');
    const email = normalizeEmail(newEmail);
    if (email === user.email)
      throw new ValidationFailedError([
        { field: 'newEmail', message: 'This is your current email address. Enter a new one.' },
      ]);
    if (await this.users.findByEmail(email)) throw new EmailTakenError();
    await this.tokens.transaction(async (tokens, manager) => {
      const now = this.clock.now();
      await tokens.voidAll(user.id, 'change-email', now);
      const { token, row } = await this.links.issue(
        user,
        'change-email',
        email,
        EMAIL_VERIFICATION_HOURS * 3_600_000,
        tokens,
      );
      await this.mail.send(
        {
          template: 'email-change-confirmation',
          to: email,
          idempotencyKey: `email-change:${row.id}`,
          data: {
            firstName: user.firstName,
            token,
            newEmail: email,
            validHours: EMAIL_VERIFICATION_HOURS,
          },
        },
        manager,
      );
      await this.mail.send(
        {
          template: 'email-change-notice',
          to: user.email,
          replyTo: this.config.FIRM_EMAIL,
          idempotencyKey: `email-change-notice:${row.id}`,
          data: { firstName: user.firstName, newEmail: email },
        },
        manager,
      );
    });
  }

  /** Follows an email-change link: the account moves to the new, now proved, address. */
  async confirmEmailChange(token: string): Promise<void> {
    const userId = await this.tokens.transaction(async (tokens, manager) => {
      const link = await this.spend(tokens, token, 'change-email');
      const moved = await new UserRepository(manager).setVerifiedEmail(
        link.userId,
        link.email,
        this.clock.now(),
      );
      if (!moved) throw new EmailTakenError();
      await this.mail.liftSuppression(link.email, manager);
      return link.userId;
    });
    // Access tokens carry the address; the next refresh carries the new one.
    await this.revocations.revokeUser(userId, Date.now()).catch((error: unknown) => {
      this.logger.warn({ err: error, userId }, 'an email change could not end the old tokens');
    });
  }

  async updateProfile(userId: string, firstName: string, lastName: string): Promise<User> {
    return this.users.rename(await this.signedIn(userId), firstName, lastName);
  }

  /**
   * Everything the product holds of the person, gathered from every service: never a password
   * or token hash, nothing of anyone else (each service answers for the caller's token only).
   */
  async exportData(
    userId: string,
    sessionId: string | undefined,
    authorization: string,
  ): Promise<Record<string, unknown>> {
    const user = await this.signedIn(userId);
    const [sessions, requests, services] = await Promise.all([
      this.sessions.list(user.id, sessionId),
      this.membership.ofUser(user.id),
      this.serviceExports.gather(authorization),
    ]);
    return {
      exportedAt: this.clock.now().toISOString(),
      account: {
        profile: toPublicUser(user),
        sessions,
        membershipRequests: requests.map(toMembershipRequest),
      },
      ...services,
    };
  }

  /**
   * Deletes the account after checking the password: every sign-in and token ends at once,
   * the user's rows here go with it, and every other service deletes its part when it reads
   * the announcement (a service that is down does so when it returns).
   */
  async deleteAccount(userId: string, password: string): Promise<void> {
    const user = await this.signedIn(userId);
    if (!(await this.users.checkPassword(user, password)))
      throw new PasswordIncorrectError('password');
    if (user.role === 'admin') throw new AdminDeletionError();
    await this.revocations.revokeUser(user.id, Date.now());
    await this.tokens.transaction(async (_tokens, manager) => {
      await this.deletions.record(manager, user.id, user.email, this.clock.now());
      await new UserRepository(manager).delete(user.id);
    });
    await this.deletions.announce(user.id);
    this.logger.info({ userId: user.id }, 'an account was deleted by its owner');
  }

  private async signedIn(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError('Your account no longer exists.', 'USER_GONE');
    return user;
  }

  private async spend(tokens: AccountTokenRepository, token: string, purpose: AccountTokenPurpose) {
    const link = await tokens.spend(hashLinkToken(token), purpose, this.clock.now());
    if (!link) throw new AccountLinkInvalidError(LINK_NAMES[purpose]);
    return link;
  }

  private refuseWeak(password: string, email: string, field: string): void {
    const problem = newPasswordProblem(password, email);
    if (problem) throw new ValidationFailedError([{ field, message: problem }]);
  }

  private hashOf(password: string): Promise<string> {
    return this.users.hashPassword(password);
  }
}
