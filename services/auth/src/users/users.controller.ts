import { Body, Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  Auth,
  CurrentUser,
  IdParam,
  ListEndpoint,
  UpdateEndpoint,
  type AuthUser,
  type Paged,
} from '@sandglass/server';
import type { PublicUser } from '@sandglass/shared';
import { toPublicUser } from './user.mapper.js';
import { ListUsersQuery, PublicUserDto, UpdateUserDto } from './users.dto.js';
import { UsersService } from './users.service.js';
import { UserNotFoundError } from './users.errors.js';

@ApiTags('auth: users')
@Controller('api/auth/users')
@Auth('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ListEndpoint(PublicUserDto, {
    summary: 'List users (admin)',
    description: 'Newest first, one page at a time; `q` matches the name or email.',
  })
  async list(@Query() query: ListUsersQuery): Promise<Paged<PublicUser>> {
    const { items, total } = await this.users.list(query);
    return { items: items.map(toPublicUser), total };
  }

  @UpdateEndpoint(PublicUserDto, {
    summary: 'Change a user’s role (admin)',
    description:
      'Takes effect on the user’s next token refresh or sign-in. Admins cannot change their own role.',
  })
  async update(
    @CurrentUser() caller: AuthUser,
    @IdParam(() => new UserNotFoundError()) id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<PublicUser> {
    return toPublicUser(await this.users.changeRole(caller.id, id, dto.role));
  }
}
