import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExcludeController,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  Auth,
  CurrentUser,
  ErrorResponse,
  IdParam,
  type AuthUser,
  type MailContact,
} from '@sandglass/server';
import type { NotificationSettings } from '@sandglass/shared';
import { NotificationSettingsDto, UpdateNotificationSettingsDto } from './notifications.dto.js';
import { UserNotFoundError } from '../users/users.errors.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('auth: account')
@Controller('api/auth/user/notifications')
@Auth()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: 'Which alert mails you get',
    description:
      'Alerts about your social accounts, sent to your address once it is verified: a failed post, an account that needs reconnecting, a sign-in that lapses within 7 days. Each is on until turned off.',
  })
  @ApiOkResponse({ type: NotificationSettingsDto })
  get(@CurrentUser() caller: AuthUser): Promise<NotificationSettings> {
    return this.notifications.get(caller.id);
  }

  @Put()
  @ApiOperation({
    summary: 'Turn alert mails on or off',
    description: 'Only the kinds given change. Answers all three as they now stand.',
  })
  @ApiOkResponse({ type: NotificationSettingsDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  update(
    @CurrentUser() caller: AuthUser,
    @Body() dto: UpdateNotificationSettingsDto,
  ): Promise<NotificationSettings> {
    return this.notifications.update(caller.id, dto);
  }
}

/**
 * Where another service (social's alerts) learns whom to mail: the member's address, whether
 * it is verified, and their notification settings. Not under `/api`, so the gateway never
 * routes it; like the token lookup it answers on the internal network only.
 */
@ApiExcludeController()
@Controller('internal/users')
export class MailContactController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get(':id/mail-contact')
  mailContact(@IdParam(() => new UserNotFoundError()) id: string): Promise<MailContact> {
    return this.notifications.mailContact(id);
  }
}
