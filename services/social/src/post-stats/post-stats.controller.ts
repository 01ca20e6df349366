import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '@sandglass/server';
import { SOCIAL_ANALYTICS_DEFINITIONS, type SocialAnalytics } from '@sandglass/shared';
import { PostStatsService } from './post-stats.service.js';

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

const DEFINED = SOCIAL_ANALYTICS_DEFINITIONS;

/**
 * A member's post stats. The route, the tag and this schema keep the API's name for them
 * (`analytics`, SocialAnalytics in libs/shared): the wire contract does not change with the code's
 * word.
 */
class SocialAnalyticsDto implements SocialAnalytics {
  @ApiProperty({ example: 20, description: DEFINED.totalPosts })
  totalPosts: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 89,
    description: `${DEFINED.successRate} successfulPosts / (successfulPosts + failedPosts) × 100; null when both are 0.`,
  })
  successRate: number | null;

  @ApiProperty({ example: 16, description: DEFINED.successfulPosts })
  successfulPosts: number;

  @ApiProperty({ example: 2, description: DEFINED.failedPosts })
  failedPosts: number;

  @ApiProperty({
    example: 1,
    description: 'Of failedPosts, those that went out on at least one platform (partly posted).',
  })
  partlyPostedPosts: number;

  @ApiProperty({
    example: 2,
    description: `${DEFINED.pendingPosts} totalPosts = successfulPosts + failedPosts + pendingPosts.`,
  })
  pendingPosts: number;

  @ApiProperty({ type: PlatformBreakdownDto, description: DEFINED.platformBreakdown })
  platformBreakdown: PlatformBreakdownDto;
}

/** Post stats: a member's last 30 days of posts, counted (GET /api/social/analytics). */
@ApiTags('social: analytics')
@Controller('api/social/analytics')
export class PostStatsController {
  constructor(private readonly stats: PostStatsService) {}

  @Get()
  @Auth('member')
  @ApiOperation({
    // The API's name for it, from before the code said "post stats" (clients generated from
    // the OpenAPI document keep their method).
    operationId: 'SocialAnalyticsController_summary',
    summary: 'Your last 30 days',
    description:
      'Counts posts, not deliveries: every post you created in the last 30 days and did not cancel, once. Each is still pending, or finished: successful (posted everywhere) or failed (on at least one platform, partly posted included).',
  })
  @ApiOkResponse({ type: SocialAnalyticsDto })
  summary(@CurrentUser() user: AuthUser): Promise<SocialAnalytics> {
    return this.stats.summary(user);
  }
}
