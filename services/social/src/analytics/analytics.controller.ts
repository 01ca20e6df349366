import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '@sandglass/server';
import type { SocialAnalytics } from '@sandglass/shared';
import { SocialAnalyticsService } from './analytics.service.js';

class PlatformBreakdownDto {
  @ApiPropertyOptional({ example: 12 })
  twitter?: number;

  @ApiPropertyOptional({ example: 9 })
  linkedin?: number;

  @ApiPropertyOptional({ example: 4 })
  facebook?: number;

  @ApiPropertyOptional({ example: 2 })
  instagram?: number;
}

class SocialAnalyticsDto implements SocialAnalytics {
  @ApiProperty({ example: 20, description: 'Posts created in the last 30 days, any status.' })
  totalPosts: number;

  @ApiProperty({
    example: 89,
    description:
      'successfulPosts / (successfulPosts + failedPosts) × 100, rounded; 0 when none finished.',
  })
  successRate: number;

  @ApiProperty({ example: 16, description: 'Of those, posts now posted (every platform posted).' })
  successfulPosts: number;

  @ApiProperty({ example: 2, description: 'Of those, posts now failed (any platform failed).' })
  failedPosts: number;

  @ApiProperty({
    type: PlatformBreakdownDto,
    description:
      'Per platform, the posts of the window sent to it (a post to two platforms counts on both).',
  })
  platformBreakdown: PlatformBreakdownDto;
}

@ApiTags('social: analytics')
@Controller('api/social/analytics')
export class SocialAnalyticsController {
  constructor(private readonly analytics: SocialAnalyticsService) {}

  @Get()
  @Auth('member')
  @ApiOperation({
    summary: 'Your last 30 days',
    description:
      'Counts posts, not deliveries: every post you created in the last 30 days once. Pending and cancelled posts count in totalPosts only.',
  })
  @ApiOkResponse({ type: SocialAnalyticsDto })
  summary(@CurrentUser() user: AuthUser): Promise<SocialAnalytics> {
    return this.analytics.summary(user);
  }
}
