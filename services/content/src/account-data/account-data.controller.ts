import { Controller, Get } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '@sandglass/server';
import { ContentAccountData } from './account-data.service.js';

/**
 * The caller's own data, for the auth service's export (GET /api/auth/user/export), which calls
 * it with the caller's token. Outside /api, so the gateway never routes it.
 */
@ApiExcludeController()
@Controller('internal/users/me')
export class ContentAccountDataController {
  constructor(private readonly data: ContentAccountData) {}

  @Get('export')
  @Auth()
  export(@CurrentUser() caller: AuthUser) {
    return this.data.export(caller.email.toLowerCase());
  }
}
