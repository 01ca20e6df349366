import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { bullConnection, Clock } from '@sandglass/server';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { AnalyticsCampaigns } from './analytics-campaigns.js';
import { AnalyticsInternalController } from './analytics-internal.controller.js';
import { AnalyticsReportService } from './analytics-report.service.js';
import { ANALYTICS_QUEUE, AnalyticsRollupJob } from './analytics-rollup.job.js';
import { AnalyticsRollups } from './analytics-rollups.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { VisitorSalts } from './visitor-salts.js';

/**
 * Site analytics (/api/analytics): recording events, the dashboard and live reads, campaign
 * figures for social (/internal/analytics/campaigns), and the scheduled roll-up job on its own
 * BullMQ queue. It reads no other feature's tables.
 */
@Module({})
export class AnalyticsModule {
  /** The content service's config and clock (tests move time with it). */
  static forRoot(config: ContentConfig, clock: Clock): DynamicModule {
    return {
      module: AnalyticsModule,
      imports: [
        BullModule.forRoot(bullConnection(config)),
        BullModule.registerQueue({ name: ANALYTICS_QUEUE }),
      ],
      controllers: [AnalyticsController, AnalyticsInternalController],
      providers: [
        { provide: CONTENT_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        AnalyticsService,
        AnalyticsCampaigns,
        AnalyticsReportService,
        AnalyticsRollups,
        AnalyticsRollupJob,
        VisitorSalts,
      ],
    };
  }
}
