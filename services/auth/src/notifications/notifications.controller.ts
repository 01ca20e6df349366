import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, ErrorResponse, type AuthUser } from '@sandglass/server';
import type { NotificationSettings } from '@sandglass/shared';
import { NotificationSettingsDto, UpdateNotificationSettingsDto } from './notifications.dto.js';
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
