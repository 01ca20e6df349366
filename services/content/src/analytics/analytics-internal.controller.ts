import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Auth, TokenScope } from '@sandglass/server';
import type { AnalyticsCampaignStats } from '@sandglass/shared';
import { AnalyticsCampaigns } from './analytics-campaigns.js';
import { AnalyticsCampaignsQuery } from './analytics.dto.js';

/**
 * Campaign figures for the social service, which calls it with the caller's own token (a
 * session, or a personal API token with social:read) and asks only about the campaigns of posts
 * that caller may see. Outside /api, so the gateway never routes it.
 */
@ApiExcludeController()
@Controller('internal/analytics')
export class AnalyticsInternalController {
  constructor(private readonly campaigns: AnalyticsCampaigns) {}

  @Get('campaigns')
  @Auth()
  // A member listing posts with a personal API token (social:read) reaches here with it.
  @TokenScope('social:read')
  stats(@Query() query: AnalyticsCampaignsQuery): Promise<AnalyticsCampaignStats[]> {
    return this.campaigns.stats(query.names);
  }
}
