import { Injectable } from '@nestjs/common';
import { UnauthorizedError, type MailContact } from '@sandglass/server';
import type { NotificationSettings } from '@sandglass/shared';
import type { User } from '../users/user.entity.js';
import { UserRepository } from '../users/user.repository.js';
import { UserNotFoundError } from '../users/users.errors.js';

export function notificationsOf(user: User): NotificationSettings {
  return {
    failedPosts: user.notifyFailedPosts,
    reconnectNeeded: user.notifyReconnectNeeded,
    tokenExpiring: user.notifyTokenExpiring,
  };
}

/**
 * Which alert mails a member wants. They live with the address and its verification, so the
 * services that send alerts (social) ask here, once, for all three (`mailContact`).
 */
@Injectable()
export class NotificationsService {
  constructor(private readonly users: UserRepository) {}

  async get(userId: string): Promise<NotificationSettings> {
    return notificationsOf(await this.signedIn(userId));
  }

  async update(
    userId: string,
    changes: Partial<NotificationSettings>,
  ): Promise<NotificationSettings> {
    await this.signedIn(userId);
    await this.users.setNotifications(userId, {
      ...(changes.failedPosts === undefined ? {} : { notifyFailedPosts: changes.failedPosts }),
      ...(changes.reconnectNeeded === undefined
        ? {}
        : { notifyReconnectNeeded: changes.reconnectNeeded }),
      ...(changes.tokenExpiring === undefined
        ? {}
        : { notifyTokenExpiring: changes.tokenExpiring }),
    });
    return this.get(userId);
  }

  /** Whom to mail and what they want mailed; 404 for an unknown (or deleted) user. */
  async mailContact(userId: string): Promise<MailContact> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    return {
      email: user.email,
      firstName: user.firstName,
      emailVerified: user.emailVerifiedAt !== null,
      notifications: notificationsOf(user),
    };
  }

  private async signedIn(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError('Your account no longer exists.', 'USER_GONE');
    return user;
  }
}
