import { Inject, Injectable } from '@nestjs/common';
import { currentRequestId, LOGGER, REQUEST_ID_HEADER } from '@sandglass/server';
import type { AnalyticsCampaignStats } from '@sandglass/shared';
import type { Logger } from 'pino';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import type { CampaignSource } from './post-view.js';

/** What the campaign figures read of the service's config (SocialConfig). */
export interface CampaignStatsSettings {
  readonly contentUrl: string;
  readonly siteUrl: string;
}

/** A list of posts is not held up long by the site's analytics: past this, no figures. */
const CAMPAIGN_STATS_WAIT_MS = 2_000;

/** Visits and conversions of one campaign, by its name. */
export type CampaignFigures = ReadonlyMap<string, Omit<AnalyticsCampaignStats, 'name'>>;

/**
 * The site's analytics over HTTP (CONTENT_URL, `GET /internal/analytics/campaigns`), with the
 * caller's own token: social asks only about the campaigns of posts the caller may see. When
 * the content service does not answer in time, the posts are answered without figures.
 */
@Injectable()
export class CampaignStats {
  constructor(
    @Inject(SOCIAL_CONFIG) private readonly config: CampaignStatsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The figures as `authorization` (the caller's header) may read them, for the posts' views. */
  forCaller(authorization: string | undefined): CampaignSource {
    return {
      siteUrl: this.config.siteUrl,
      figures: (names) => this.of(authorization, names),
    };
  }

  async of(
    authorization: string | undefined,
    names: readonly string[],
  ): Promise<CampaignFigures | null> {
    if (names.length === 0) return new Map();
    if (!authorization) return null;
    const requestId = currentRequestId();
    const query = new URLSearchParams({ names: [...new Set(names)].join(',') });
    try {
      const response = await fetch(
        `${this.config.contentUrl}/internal/analytics/campaigns?${query}`,
        {
          headers: {
            accept: 'application/json',
            authorization,
            ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          },
          signal: AbortSignal.timeout(CAMPAIGN_STATS_WAIT_MS),
        },
      );
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const rows = (await response.json()) as AnalyticsCampaignStats[];
      return new Map(rows.map(({ name, visits, conversions }) => [name, { visits, conversions }]));
    } catch (error) {
      this.logger.warn(`The site's campaign figures are unavailable: ${String(error)}`);
      return null;
    }
  }
}
