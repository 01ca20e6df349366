import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock } from '@sandglass/server';
import { ANALYTICS_VISIT_TIMEOUT_MINUTES, type AnalyticsEventInput } from '@sandglass/shared';
import type { DataSource } from 'typeorm';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { countryOf, readAgent, referrerHost, splitPath } from './analytics-source.js';
import { DAY_VALUES_MAX, OTHER_KEY } from './analytics-sql.js';
import { utcDay, VisitorSalts } from './visitor-salts.js';

/** Who sent an event, as far as analytics may know: never stored as such. */
export interface AnalyticsClient {
  /** The address the gateway vouches for (X-Forwarded-For from a private address). */
  ip: string;
  userAgent: string | undefined;
  /** Do Not Track or Global Privacy Control was sent. */
  optedOut: boolean;
}

const isPortfolioPath = (path: string) => path === '/portfolio' || path.startsWith('/portfolio/');

/**
 * One statement per event, so concurrent events of one visitor line up on the visitor's row:
 * the visitor's open visit is continued, or a new one started after 30 minutes of silence;
 * the visit's counters move on (its source, device and country are written only when it starts);
 * the event is stored with its visit.
 */
const RECORD = `
WITH visitor AS (
  INSERT INTO content.analytics_visitors AS v (visitor, visit_id, last_seen_at)
  SELECT $1, $2, $3
  -- An event is not worth a wait for the disk: this statement's commit does not wait for its
  -- WAL to be flushed, so a crash of the database machine may lose the last fraction of a second
  -- of analytics (never anything else, and never corrupting it).
  FROM (SELECT set_config('synchronous_commit', 'off', true)) AS unflushed
  ON CONFLICT (visitor) DO UPDATE SET
    visit_id = CASE WHEN v.last_seen_at < $3 - interval '${ANALYTICS_VISIT_TIMEOUT_MINUTES} minutes'
                    THEN EXCLUDED.visit_id ELSE v.visit_id END,
    last_seen_at = GREATEST(v.last_seen_at, EXCLUDED.last_seen_at)
  RETURNING visit_id
), visit AS (
  INSERT INTO content.analytics_visits AS s (
    id, visitor, started_at, last_seen_at, page_views, entry_path, referrer,
    utm_source, utm_medium, utm_campaign, utm_term, device, browser, os, country,
    portfolio, learn_more, contact)
  SELECT visit_id, $1, $3, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17
  FROM visitor
  ON CONFLICT (id) DO UPDATE SET
    last_seen_at = GREATEST(s.last_seen_at, EXCLUDED.last_seen_at),
    page_views = s.page_views + EXCLUDED.page_views,
    portfolio = s.portfolio OR EXCLUDED.portfolio,
    learn_more = s.learn_more OR EXCLUDED.learn_more,
    contact = s.contact OR EXCLUDED.contact
  RETURNING id
)
INSERT INTO content.analytics_events (type, path, value, meta, created_at, visit_id)
SELECT $18, $5, $19, $20, $3, id FROM visit`;

/** The values an event carries that anyone can invent: the page and where the visit came from. */
type CappedValues = Record<
  'path' | 'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term',
  string | null
>;

/**
 * Admits the sent values that today already has, or that still fit under DAY_VALUES_MAX (in one
 * statement, for all of an event's new values), and answers which are kept and which
 * dimensions are full.
 */
const ADMIT = `
WITH sent AS (
  SELECT * FROM unnest($2::text[], $3::text[]) AS s(dimension, value)
), added AS (
  INSERT INTO content.analytics_day_values AS v (day, dimension, value)
  SELECT $1::date, s.dimension, s.value FROM sent s
  WHERE (SELECT count(*) FROM content.analytics_day_values c
         WHERE c.day = $1::date AND c.dimension = s.dimension) < $4
  -- Returned also when another request added it first.
  ON CONFLICT (day, dimension, value) DO UPDATE SET value = EXCLUDED.value
  RETURNING v.dimension, v.value
)
SELECT s.dimension, s.value,
  EXISTS (SELECT 1 FROM added a WHERE a.dimension = s.dimension AND a.value = s.value)
  OR EXISTS (SELECT 1 FROM content.analytics_day_values c
             WHERE c.day = $1::date AND c.dimension = s.dimension AND c.value = s.value) AS kept,
  (SELECT count(*) FROM content.analytics_day_values c
   WHERE c.day = $1::date AND c.dimension = s.dimension) >= $4 AS full
FROM sent s`;

@Injectable()
export class AnalyticsService {
  private readonly siteHost: string;
  /** Today's admitted values per capped dimension, as far as this process has seen them. */
  private dayValues: { day: string; kept: Map<string, Set<string>>; full: Set<string> } = {
    day: '',
    kept: new Map(),
    full: new Set(),
  };

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly salts: VisitorSalts,
    private readonly clock: Clock,
    @Inject(CONTENT_CONFIG) config: ContentConfig,
  ) {
    this.siteHost = new URL(config.siteUrl).host;
  }

  /**
   * Stores the events (in order) under the sender's visit, and nothing about who sent them: the
   * address and the User-Agent only feed the day's visitor hash, the device and the country.
   * Bots, headless browsers and visitors asking not to be tracked are not recorded at all.
   */
  async record(events: AnalyticsEventInput[], client: AnalyticsClient): Promise<void> {
    if (client.optedOut) return;
    const agent = readAgent(client.userAgent);
    if (!agent) return;
    const visitor = await this.salts.visitor(client.ip, client.userAgent!);
    const country = countryOf(client.ip);
    for (const event of events) {
      const { path, utm } = splitPath(event.path);
      const isPageView = event.type === 'page_view';
      const now = this.clock.now();
      const capped = await this.capped(utcDay(now), {
        path,
        referrer: isPageView ? referrerHost(event.referrer, this.siteHost) : null,
        utm_source: isPageView ? utm.utmSource : null,
        utm_medium: isPageView ? utm.utmMedium : null,
        utm_campaign: isPageView ? utm.utmCampaign : null,
        utm_term: isPageView ? utm.utmTerm : null,
      });
      await this.db.query(RECORD, [
        visitor,
        randomUUID(),
        now,
        isPageView ? 1 : 0,
        capped.path,
        capped.referrer,
        capped.utm_source,
        capped.utm_medium,
        capped.utm_campaign,
        capped.utm_term,
        agent.device,
        agent.browser,
        agent.os,
        country,
        isPageView && isPortfolioPath(path),
        event.type === 'conversion',
        event.type === 'contact_submitted',
        event.type,
        event.value ?? null,
        event.meta ?? null,
      ]);
    }
  }

  /**
   * The values as recorded: each one today already has, or that fits under DAY_VALUES_MAX, as
   * sent; any other as OTHER_KEY. Values this process knows are decided without a query.
   */
  private async capped(day: string, values: CappedValues): Promise<CappedValues> {
    if (this.dayValues.day !== day) this.dayValues = { day, kept: new Map(), full: new Set() };
    const { kept, full } = this.dayValues;
    const keptOf = (dimension: string) => {
      let set = kept.get(dimension);
      if (!set) kept.set(dimension, (set = new Set()));
      return set;
    };
    const unknown = Object.entries(values).filter(
      (entry): entry is [string, string] =>
        entry[1] !== null && !full.has(entry[0]) && !keptOf(entry[0]).has(entry[1]),
    );
    if (unknown.length > 0) {
      const rows = (await this.db.query(ADMIT, [
        day,
        unknown.map(([dimension]) => dimension),
        unknown.map(([, value]) => value),
        DAY_VALUES_MAX,
      ])) as { dimension: string; value: string; kept: boolean; full: boolean }[];
      for (const row of rows) {
        if (row.kept) keptOf(row.dimension).add(row.value);
        if (row.full && !full.has(row.dimension)) {
          // From now on decided here: every value the day admitted, and no other.
          const all = (await this.db.query(
            'SELECT value FROM content.analytics_day_values WHERE day = $1::date AND dimension = $2',
            [day, row.dimension],
          )) as { value: string }[];
          for (const { value } of all) keptOf(row.dimension).add(value);
          full.add(row.dimension);
        }
      }
    }
    const recorded = { ...values };
    for (const [dimension, value] of Object.entries(values) as [
      keyof CappedValues,
      string | null,
    ][]) {
      if (value !== null && !keptOf(dimension).has(value)) recorded[dimension] = OTHER_KEY;
    }
    return recorded;
  }
}
