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
    description:
      "Mail when an account's sign-in lapses within 7 days (at most once a day per account).",
  })
  tokenExpiring: boolean;
}

/** PUT body: the kinds to change; the others keep their setting. */
export class UpdateNotificationSettingsDto implements Partial<NotificationSettings> {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'failedPosts must be true or false.' })
  failedPosts?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'reconnectNeeded must be true or false.' })
  reconnectNeeded?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'tokenExpiring must be true or false.' })
  tokenExpiring?: boolean;
}
