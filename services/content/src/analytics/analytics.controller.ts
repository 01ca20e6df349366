import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, ErrorResponse } from '@sandglass/server';
import type { AcceptedResponse, AnalyticsOverview } from '@sandglass/shared';
import { AcceptedResponseDto } from '../common/responses.dto.js';
import { AnalyticsEventDto, AnalyticsOverviewDto } from './analytics.dto.js';
import { AnalyticsService } from './analytics.service.js';

@ApiTags('content: analytics')
@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('events')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Record a site analytics event',
    description:
      'First-party and anonymous: no IP address, user id or cookie is stored; the query string of the path is dropped.',
  })
  @ApiAcceptedResponse({ type: AcceptedResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async record(@Body() dto: AnalyticsEventDto): Promise<AcceptedResponse> {
    await this.analytics.record(dto);
    return { message: 'Recorded.' };
  }

  @Get('overview')
  @Auth('admin')
  @ApiOperation({ summary: 'The admin dashboard’s counts (admin)' })
  @ApiOkResponse({ type: AnalyticsOverviewDto })
  overview(): Promise<AnalyticsOverview> {
    return this.analytics.overview();
  }
}
