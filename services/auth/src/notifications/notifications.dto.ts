import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { NotificationSettings } from '@sandglass/shared';
import { IsBoolean, IsOptional } from 'class-validator';

export class NotificationSettingsDto implements NotificationSettings {
  @ApiProperty({ description: 'Mail when a post ends failed on a platform (one mail per post).' })
  failedPosts: boolean;

  @ApiProperty({
    description: 'Mail when an account needs reconnecting (at most once a day per account).',
  })
  reconnectNeeded: boolean;

  @ApiProperty({
    description: "Mail when an account's sign-in lapses within 7 days (once for each expiry).",
  })
  tokenExpiring: boolean;
}

/** PUT body: the kinds to change; the others keep their setting. */
export class UpdateNotificationSettingsDto implements Partial<NotificationSettings> {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Failed-post alerts must be true (on) or false (off).' })
  failedPosts?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Reconnect alerts must be true (on) or false (off).' })
  reconnectNeeded?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Expiry warnings must be true (on) or false (off).' })
  tokenExpiring?: boolean;
}
