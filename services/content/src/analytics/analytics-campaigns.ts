import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ANALYTICS_CAMPAIGN_CONVERSIONS, type AnalyticsCampaignStats } from '@sandglass/shared';
import type { DataSource } from 'typeorm';

/**
 * Visits per campaign and the conversions sent in them (a contact message, an application, a
 * newsletter sign-up recorded under the same visit), from the raw visits, which are kept for
 * ANALYTICS_RETENTION_DAYS.
 */
const CAMPAIGNS = `
SELECT v.utm_campaign AS name, count(*)::int AS visits,
  coalesce(sum((SELECT count(*) FROM content.analytics_events e
                WHERE e.visit_id = v.id AND e.type::text = ANY($2::text[]))), 0)::int AS conversions
FROM content.analytics_visits v
WHERE v.utm_campaign = ANY($1::text[])
GROUP BY v.utm_campaign`;

/** What the site's analytics saw of named campaigns, for the social service's post cards. */
@Injectable()
export class AnalyticsCampaigns {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One row per asked name, in the order asked; a campaign never seen has 0 visits. */
  async stats(names: readonly string[]): Promise<AnalyticsCampaignStats[]> {
    const unique = [...new Set(names)];
    if (unique.length === 0) return [];
    const rows = (await this.db.query(CAMPAIGNS, [
      unique,
      [...ANALYTICS_CAMPAIGN_CONVERSIONS],
    ])) as AnalyticsCampaignStats[];
    const byName = new Map(rows.map((row) => [row.name, row]));
    return unique.map((name) => byName.get(name) ?? { name, visits: 0, conversions: 0 });
  }
}
