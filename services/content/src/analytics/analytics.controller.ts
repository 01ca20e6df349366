import { Readable } from 'node:stream';
import { Body, Controller, Get, HttpCode, Post, Query, Req, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, ErrorResponse, OptionalAuth, type AuthUser } from '@sandglass/server';
import type { AcceptedResponse, AnalyticsDashboard, AnalyticsLive } from '@sandglass/shared';
import type { Request } from 'express';
import { AcceptedResponseDto } from '../common/responses.dto.js';
import { AnalyticsReportService, dashboardCsv } from './analytics-report.service.js';
import {
  AnalyticsDashboardDto,
  AnalyticsEventBatchDto,
  AnalyticsEventDto,
  AnalyticsLiveDto,
  AnalyticsRangeQuery,
} from './analytics.dto.js';
import { DAY_VALUES_MAX } from './analytics-sql.js';
import { AnalyticsService, type AnalyticsClient } from './analytics.service.js';

/** Who sent a request, as analytics may know it (see AnalyticsClient). */
const clientOf = (req: Request): AnalyticsClient => ({
  ip: req.ip ?? '',
  userAgent: req.get('user-agent'),
  optedOut: req.get('dnt') === '1' || req.get('sec-gpc') === '1',
});

const READ_ACCESS =
  'Admins only, unless ANALYTICS_PUBLIC=true opens the figures read-only to everyone.';

@ApiTags('content: analytics')
@Controller('api/analytics')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly reports: AnalyticsReportService,
  ) {}

  @Post('events')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Record a site analytics event',
    description:
      'First-party and cookie-less: no IP address, user id or cookie is stored. The visitor is a hash of a salt that rotates daily, the site, the address the gateway vouches for and the User-Agent; a visit ends after 30 minutes without an event. The query string of the path is read for its utm_* tags, then dropped. Bots, headless browsers and requests with `DNT: 1` or `Sec-GPC: 1` are answered the same but not recorded.' +
      ` Each UTC day records at most ${DAY_VALUES_MAX.toLocaleString('en-US')} distinct paths, referrers and values of each UTM tag; a value past that is recorded as "Other".`,
  })
  @ApiAcceptedResponse({ type: AcceptedResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async record(@Body() dto: AnalyticsEventDto, @Req() req: Request): Promise<AcceptedResponse> {
    await this.analytics.record([dto], clientOf(req));
    return { message: 'Recorded.' };
  }

  @Post('events/batch')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Record up to 50 site analytics events of one visitor at once',
    description:
      'The same rules as POST /api/analytics/events, applied to each event in order (one request instead of one per event, for servers and imports). A batch with any invalid event records none.',
  })
  @ApiAcceptedResponse({ type: AcceptedResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async recordBatch(
    @Body() dto: AnalyticsEventBatchDto,
    @Req() req: Request,
  ): Promise<AcceptedResponse> {
    await this.analytics.record(dto.events, clientOf(req));
    return { message: 'Recorded.' };
  }

  @Get('dashboard')
  @OptionalAuth()
  @ApiOperation({
    summary: 'Every figure of the /analytics dashboard for a range',
    description: `Visitors, visits, page views, portfolio clicks, contact forms, external visits, conversion rate, bounce rate, average visit duration and pages per visit, each with the previous period's value; the time series (by hour for 7d, else by day); top pages, referrers, UTM sources, mediums and campaigns, keywords, the funnel, devices, browsers, systems and countries. Finished days come from daily roll-ups, today from the raw events. ${READ_ACCESS}`,
  })
  @ApiOkResponse({ type: AnalyticsDashboardDto })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'The range is not 7d, 30d, 90d or 1y.',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  dashboard(
    @Query() query: AnalyticsRangeQuery,
    @CurrentUser() user: AuthUser | null,
  ): Promise<AnalyticsDashboard> {
    this.reports.assertCanRead(user);
    return this.reports.dashboard(query.range);
  }

  @Get('live')
  @OptionalAuth()
  @ApiOperation({
    summary: 'Visitors in the last 5 minutes and the latest events, anonymised',
    description: `Recent events carry their type, page, time, device, browser and country only. ${READ_ACCESS}`,
  })
  @ApiOkResponse({ type: AnalyticsLiveDto })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  live(@CurrentUser() user: AuthUser | null): Promise<AnalyticsLive> {
    this.reports.assertCanRead(user);
    return this.reports.live();
  }

  @Get('export')
  @OptionalAuth()
  @ApiOperation({
    summary: "The dashboard's report for a range as CSV",
    description: `One line per figure: section, item, metric, value, previous_value. ${READ_ACCESS}`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'A CSV file (attachment).',
    content: {
      'text/csv': {
        schema: { type: 'string' },
        example: 'section,item,metric,value,previous_value\r\nsummary,visitors,value,1280,1104\r\n',
      },
    },
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'The range is not 7d, 30d, 90d or 1y.',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse })
  @ApiForbiddenResponse({ type: ErrorResponse })
  async export(
    @Query() query: AnalyticsRangeQuery,
    @CurrentUser() user: AuthUser | null,
  ): Promise<StreamableFile> {
    this.reports.assertCanRead(user);
    const dashboard = await this.reports.dashboard(query.range);
    const day = dashboard.to.slice(0, 10);
    return new StreamableFile(Readable.from(dashboardCsv(dashboard)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="website-analytics-${query.range}-${day}.csv"`,
    });
  }
}
