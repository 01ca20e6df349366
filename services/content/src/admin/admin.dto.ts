import { ApiProperty } from '@nestjs/swagger';
import type { AnalyticsOverview } from '@sandglass/shared';

/** The admin dashboard's counts. */
export class AnalyticsOverviewDto implements AnalyticsOverview {
  @ApiProperty({ example: 7 })
  portfolioCompanies: number;

  @ApiProperty({ example: 8 })
  teamMembers: number;

  @ApiProperty({ example: 8, description: 'Every post, drafts included.' })
  blogPosts: number;

  @ApiProperty({ example: 3 })
  contactSubmissions: number;
}
