import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, ErrorResponse, IdPipe, type AuthUser } from '@sandglass/server';
import type { PublicUser, UserPage } from '@sandglass/shared';
import { toPublicUser } from './user.mapper.js';
import { ListUsersQuery, PublicUserDto, UpdateUserDto, UserPageDto } from './users.dto.js';
import { UsersService } from './users.service.js';
import { UserNotFoundError } from './users.errors.js';

@ApiTags('auth: users')
@Controller('api/auth/users')
@Auth('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({
    summary: 'List users (admin)',
    description: 'Newest first; search matches name or email.',
  })
  @ApiOkResponse({ type: UserPageDto })
  list(@Query() query: ListUsersQuery): Promise<UserPage> {
    return this.users.list(query.search, query.page, query.pageSize);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a user’s role (admin)',
    description:
      'Takes effect on the user’s next token refresh or sign-in. Admins cannot change their own role.',
  })
  @ApiOkResponse({ type: PublicUserDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async update(
    @CurrentUser() caller: AuthUser,
    @Param('id', IdPipe(() => new UserNotFoundError())) id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<PublicUser> {
    return toPublicUser(await this.users.changeRole(caller.id, id, dto.role));
  }
}
