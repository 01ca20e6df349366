import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '@sandglass/server';
import type { AnalyticsOverview } from '@sandglass/shared';
import { AdminOverviewService } from './admin-overview.service.js';
import { AnalyticsOverviewDto } from './admin.dto.js';

/**
 * GET /api/analytics/overview, the admin dashboard's counts. Its address, tag and operation id
 * are the API's from when analytics served it; the admin module does now.
 */
@ApiTags('content: analytics')
@Controller('api/analytics')
export class AdminOverviewController {
  constructor(private readonly admin: AdminOverviewService) {}

  @Get('overview')
  @Auth('admin')
  @ApiOperation({
    operationId: 'AnalyticsController_overview',
    summary: 'The admin dashboard’s counts (admin)',
  })
  @ApiOkResponse({ type: AnalyticsOverviewDto })
  overview(): Promise<AnalyticsOverview> {
    return this.admin.overview();
  }
}
