import { Injectable } from '@nestjs/common';
import { UnauthorizedError } from '@sandglass/server';
import type { NotificationSettings } from '@sandglass/shared';
import type { User } from '../users/user.entity.js';
import { UserRepository } from '../users/user.repository.js';

export function notificationsOf(user: User): NotificationSettings {
  return {
    failedPosts: user.notifyFailedPosts,
    reconnectNeeded: user.notifyReconnectNeeded,
    tokenExpiring: user.notifyTokenExpiring,
  };
}

/**
 * Which alert mails a member wants. They live with the address and its verification, so the
 * services that send alerts (social) learn all three with the address from the user directory
 * (`GET /internal/users?ids=…`).
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

  private async signedIn(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError('Your account no longer exists.', 'USER_GONE');
    return user;
  }
}
