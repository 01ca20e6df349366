import { Controller, Get, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Auth } from '@sandglass/server';
import type { AnalyticsCampaignStats } from '@sandglass/shared';
import { AnalyticsCampaigns } from './analytics-campaigns.js';
import { AnalyticsCampaignsQuery } from './analytics.dto.js';

/**
 * Campaign figures for the social service, which calls it with the signed-in member's token
 * and asks only about the campaigns of posts that member may see. Outside /api, so the gateway
 * never routes it.
 */
@ApiExcludeController()
@Controller('internal/analytics')
export class AnalyticsInternalController {
  constructor(private readonly campaigns: AnalyticsCampaigns) {}

  @Get('campaigns')
  @Auth()
  stats(@Query() query: AnalyticsCampaignsQuery): Promise<AnalyticsCampaignStats[]> {
    return this.campaigns.stats(query.names);
  }
}
