import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { USER_DIRECTORY_PATH, type UserDirectoryAnswer } from '@sandglass/server';
import { notificationsOf } from '../notifications/notifications.service.js';
import { UserDirectoryQuery } from './users.dto.js';
import { UsersService } from './users.service.js';

/**
 * Who a page of user ids are, for the other services: social names each post's owner to
 * admins, and learns whom to mail an alert to (the address, whether it is verified, which
 * alerts the member wants). Not under `/api`, so the gateway never routes it; the ids of deleted accounts are
 * left out of the answer.
 */
@ApiExcludeController()
@Controller()
export class UserDirectoryController {
  constructor(private readonly users: UsersService) {}

  @Get(USER_DIRECTORY_PATH.slice(1))
  async lookup(@Query() query: UserDirectoryQuery): Promise<UserDirectoryAnswer> {
    const users = await this.users.findByIds(query.ids);
    return {
      users: users.map((user) => ({
        id: user.id,
        name: `${user.firstName} ${user.lastName}`.trim(),
        firstName: user.firstName,
        email: user.email,
        emailVerified: user.emailVerifiedAt !== null,
        notifications: notificationsOf(user),
      })),
    };
  }
}
