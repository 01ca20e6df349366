import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock, ForbiddenError, UnauthorizedError, type AuthUser } from '@sandglass/server';
import {
  ANALYTICS_LIVE_MINUTES,
  ANALYTICS_RANGE_DAYS,
  ANALYTICS_RANGE_LABELS,
  canViewAnalytics,
  type AnalyticsBreakdownRow,
  type AnalyticsDashboard,
  type AnalyticsFigure,
  type AnalyticsLive,
  type AnalyticsRange,
  type AnalyticsSeriesPoint,
  type AnalyticsSummary,
} from '@sandglass/shared';
import type { DataSource } from 'typeorm';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { addDays, AnalyticsRollups } from './analytics-rollups.js';
import {
  DAILY_COLUMNS,
  rawBreakdowns,
  rawDaily,
  rawHourly,
  type Dimension,
} from './analytics-sql.js';
import { utcDay } from './visitor-salts.js';

/** Rows of each breakdown the dashboard lists. */
const TOP_ROWS = 10;
/** How long today's raw figures are kept before they are read again. */
const RAW_REFRESH_MS = 30_000;
const RECENT_EVENTS = 20;

interface DailyRow {
  day: string;
  visitors: number;
  visits: number;
  page_views: number;
  bounces: number;
  duration_seconds: string;
  learn_more_clicks: number;
  contact_forms: number;
  external_clicks: number;
  portfolio_visits: number;
  learn_more_visits: number;
  contact_visits: number;
  converted_visits: number;
}

type Totals = Omit<DailyRow, 'day' | 'duration_seconds'> & { duration_seconds: number };

interface HourlyRow {
  hour: Date;
  visitors: number;
  page_views: number;
}

interface BreakdownRow {
  dimension: Dimension;
  key: string;
  visitors: number;
  visits: number;
  page_views: number;
}

interface RawRows {
  daily: DailyRow[];
  hourly: HourlyRow[];
  breakdowns: (BreakdownRow & { day: string })[];
}

interface KeptRaw {
  from: string;
  to: string;
  at: number;
  rows: Promise<RawRows>;
  refreshing?: boolean;
}

/**
 * Each dimension's top rows by visitors (pages by page views), then visits, then key, once
 * the rows of the same key are added up.
 */
function topRows(rows: BreakdownRow[]): BreakdownRow[] {
  const sums = new Map<string, BreakdownRow>();
  for (const row of rows) {
    const id = `${row.dimension}\u0000${row.key}`;
    const sum = sums.get(id);
    if (sum) {
      sum.visitors += row.visitors;
      sum.visits += row.visits;
      sum.page_views += row.page_views;
    } else {
      sums.set(id, {
        dimension: row.dimension,
        key: row.key,
        visitors: row.visitors,
        visits: row.visits,
        page_views: row.page_views,
      });
    }
  }
  const measure = (row: BreakdownRow) => (row.dimension === 'page' ? row.page_views : row.visitors);
  const sorted = [...sums.values()].sort(
    (a, b) =>
      measure(b) - measure(a) ||
      b.visits - a.visits ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  const counts = new Map<Dimension, number>();
  return sorted.filter((row) => {
    const count = (counts.get(row.dimension) ?? 0) + 1;
    counts.set(row.dimension, count);
    return count <= TOP_ROWS;
  });
}

function total(rows: DailyRow[]): Totals {
  const sum: Totals = {
    visitors: 0,
    visits: 0,
    page_views: 0,
    bounces: 0,
    duration_seconds: 0,
    learn_more_clicks: 0,
    contact_forms: 0,
    external_clicks: 0,
    portfolio_visits: 0,
    learn_more_visits: 0,
    contact_visits: 0,
    converted_visits: 0,
  };
  for (const row of rows) {
    for (const key of Object.keys(sum) as (keyof Totals)[]) sum[key] += Number(row[key]);
  }
  return sum;
}

/** Rounded to one decimal (percentages, seconds stay whole, pages per visit to two). */
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;
const share = (part: number, whole: number) => (whole ? round((part / whole) * 100) : 0);

function summarise(current: Totals, previous: Totals): AnalyticsSummary {
  const figure = (pick: (t: Totals) => number): AnalyticsFigure => ({
    current: pick(current),
    previous: pick(previous),
  });
  return {
    visitors: figure((t) => t.visitors),
    visits: figure((t) => t.visits),
    pageViews: figure((t) => t.page_views),
    portfolioClicks: figure((t) => t.learn_more_clicks),
    contactForms: figure((t) => t.contact_forms),
    externalVisits: figure((t) => t.external_clicks),
    conversionRate: figure((t) => share(t.converted_visits, t.visits)),
    bounceRate: figure((t) => share(t.bounces, t.visits)),
    averageVisitSeconds: figure((t) => (t.visits ? Math.round(t.duration_seconds / t.visits) : 0)),
    pagesPerVisit: figure((t) => (t.visits ? round(t.page_views / t.visits, 2) : 0)),
  };
}

/** The dashboard's windows: whole UTC days, today included, and as many days before them. */
export function rangeWindow(range: AnalyticsRange, now: Date) {
  const today = utcDay(now);
  const from = addDays(today, 1 - ANALYTICS_RANGE_DAYS[range]);
  return {
    today,
    tomorrow: addDays(today, 1),
    from,
    previousFrom: addDays(from, -ANALYTICS_RANGE_DAYS[range]),
  };
}

const at = (day: string) => `${day}T00:00:00.000Z`;

/**
 * The dashboard's figures: finished days from the roll-ups, today from the raw rows through
 * the same SQL (see analytics-sql.ts), kept for up to 30 s. Each read is three indexed queries
 * on the roll-ups whatever the range: a year is 730 daily rows and its breakdown keys.
 */
@Injectable()
export class AnalyticsReportService {
  private raw?: KeptRaw;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rollups: AnalyticsRollups,
    private readonly clock: Clock,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  /** Admins only, unless ANALYTICS_PUBLIC opens the figures to everyone. */
  assertCanRead(user: AuthUser | null): void {
    if (canViewAnalytics(user, this.config.ANALYTICS_PUBLIC)) return;
    if (!user) throw new UnauthorizedError('Sign in as an admin to see the website analytics.');
    throw new ForbiddenError('Only admins can see the website analytics.');
  }

  async dashboard(range: AnalyticsRange): Promise<AnalyticsDashboard> {
    const now = this.clock.now();
    const window = rangeWindow(range, now);
    // Days before `cut` come from the roll-ups, the rest (normally only today) from raw rows.
    const cut = await this.rollups.coveredUntil();
    const [rolledDaily, rolledHourly, rolledBreakdowns, raw] = await Promise.all([
      this.rolledDaily(window.previousFrom, cut),
      range === '7d' ? this.rolledHourly(window.from, cut) : undefined,
      this.rolledBreakdowns(window.from, cut),
      this.rawRows(cut, window.tomorrow),
    ]);
    const daily = [...rolledDaily, ...raw.daily.filter((row) => row.day >= window.previousFrom)];
    const hourly =
      rolledHourly &&
      [...rolledHourly, ...raw.hourly].filter((row) => row.hour >= new Date(at(window.from)));
    const breakdowns = topRows([
      ...rolledBreakdowns,
      ...raw.breakdowns.filter((row) => row.day >= window.from),
    ]);
    const current = daily.filter((row) => row.day >= window.from);
    const previous = daily.filter((row) => row.day < window.from);
    const totals = total(current);
    const summary = summarise(totals, total(previous));
    const byDimension = (dimension: Dimension) =>
      breakdowns
        .filter((row) => row.dimension === dimension)
        .map(({ key, visitors, visits, page_views }) => ({
          key,
          visitors,
          visits,
          pageViews: page_views,
        }));
    return {
      range,
      from: at(window.from),
      to: at(window.tomorrow),
      previousFrom: at(window.previousFrom),
      summary,
      series: hourly
        ? { interval: 'hour', points: this.hourlySeries(window.from, now, hourly) }
        : { interval: 'day', points: this.dailySeries(window.from, window.tomorrow, current) },
      topPages: byDimension('page'),
      referrers: byDimension('referrer'),
      utmSources: byDimension('utm_source'),
      utmMediums: byDimension('utm_medium'),
      campaigns: byDimension('utm_campaign'),
      keywords: byDimension('keyword'),
      funnel: [
        { step: 'visit', label: 'Visited the site', visits: totals.visits },
        { step: 'portfolio', label: 'Viewed the portfolio', visits: totals.portfolio_visits },
        { step: 'learn_more', label: 'Clicked Learn More', visits: totals.learn_more_visits },
        { step: 'contact_form', label: 'Sent the contact form', visits: totals.contact_visits },
      ],
      devices: byDimension('device'),
      browsers: byDimension('browser'),
      operatingSystems: byDimension('os'),
      countries: byDimension('country'),
    };
  }

  async live(): Promise<AnalyticsLive> {
    const now = this.clock.now();
    const [[visitors], recent] = await Promise.all([
      this.db.query(
        `SELECT count(*)::int AS count FROM content.analytics_visitors
         WHERE last_seen_at > $1 AND last_seen_at <= $2`,
        [new Date(now.getTime() - ANALYTICS_LIVE_MINUTES * 60_000), now],
      ) as Promise<{ count: number }[]>,
      this.db.query(
        `SELECT e.type, e.path, e.created_at AS at, s.device, s.browser, s.country
         FROM content.analytics_events e
         LEFT JOIN content.analytics_visits s ON s.id = e.visit_id
         WHERE e.created_at <= $1
         ORDER BY e.created_at DESC LIMIT ${RECENT_EVENTS}`,
        [now],
      ) as Promise<
        {
          type: string;
          path: string;
          at: Date;
          device: string | null;
          browser: string | null;
          country: string | null;
        }[]
      >,
    ]);
    return {
      visitorsNow: visitors?.count ?? 0,
      recentActivity: recent.map((row) => ({
        type: row.type,
        path: row.path,
        at: row.at.toISOString(),
        device: row.device ?? 'Unknown',
        browser: row.browser ?? 'Unknown',
        country: row.country ?? 'Unknown',
      })),
    };
  }

  private rolledDaily(from: string, cut: string): Promise<DailyRow[]> {
    return this.db.query(
      `SELECT ${DAILY_COLUMNS.map((c) => (c === 'day' ? 'day::text' : c)).join(', ')}
       FROM content.analytics_daily WHERE day >= $1::date AND day < $2::date`,
      [from, cut],
    );
  }

  private rolledHourly(from: string, cut: string): Promise<HourlyRow[]> {
    return this.db.query(
      `SELECT hour, visitors, page_views FROM content.analytics_hourly
       WHERE hour >= $1::timestamptz AND hour < $2::timestamptz`,
      [at(from), at(cut)],
    );
  }

  /** Each breakdown key's sums over the rolled-up days of [from, cut). */
  private rolledBreakdowns(from: string, cut: string): Promise<BreakdownRow[]> {
    return this.db.query(
      `SELECT dimension, key, sum(visitors)::int AS visitors, sum(visits)::int AS visits,
         sum(page_views)::int AS page_views
       FROM content.analytics_daily_breakdowns WHERE day >= $1::date AND day < $2::date
       GROUP BY dimension, key`,
      [from, cut],
    );
  }

  /**
   * The raw rows of [from, to): normally today alone, the same for every range, so they are
   * kept and read again at most every RAW_REFRESH_MS. A read after that gets the kept rows
   * while the new ones are read, so no read waits for them but the first of a day.
   */
  private rawRows(from: string, to: string): Promise<RawRows> {
    const now = this.clock.now().getTime();
    const kept = this.raw;
    if (kept?.from === from && kept.to === to) {
      if (now - kept.at >= RAW_REFRESH_MS && !kept.refreshing) {
        kept.refreshing = true;
        const rows = this.readRaw(from, to);
        rows.then(
          () => {
            if (this.raw === kept) this.raw = { from, to, at: now, rows };
          },
          () => (kept.refreshing = false),
        );
      }
      return kept.rows;
    }
    const entry: KeptRaw = { from, to, at: now, rows: this.readRaw(from, to) };
    this.raw = entry;
    entry.rows.catch(() => {
      if (this.raw === entry) this.raw = undefined;
    });
    return entry.rows;
  }

  private async readRaw(from: string, to: string): Promise<RawRows> {
    const bounds = [at(from), at(to)];
    const [daily, hourly, breakdowns] = await Promise.all([
      this.db.query(
        `SELECT ${DAILY_COLUMNS.map((c) => (c === 'day' ? 'day::text' : c)).join(', ')}
         FROM (${rawDaily('$1::timestamptz', '$2::timestamptz')}) r`,
        bounds,
      ) as Promise<DailyRow[]>,
      this.db.query(
        `SELECT hour, visitors, page_views
         FROM (${rawHourly('$1::timestamptz', '$2::timestamptz')}) r`,
        bounds,
      ) as Promise<HourlyRow[]>,
      this.db.query(
        `SELECT day::text, dimension, left(key, 300) AS key, visitors, visits, page_views
         FROM (${rawBreakdowns('$1::timestamptz', '$2::timestamptz')}) r`,
        bounds,
      ) as Promise<(BreakdownRow & { day: string })[]>,
    ]);
    return { daily, hourly, breakdowns };
  }

  private dailySeries(from: string, to: string, rows: DailyRow[]): AnalyticsSeriesPoint[] {
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const points: AnalyticsSeriesPoint[] = [];
    for (let day = from; day < to; day = addDays(day, 1)) {
      const row = byDay.get(day);
      points.push({ time: at(day), visitors: row?.visitors ?? 0, pageViews: row?.page_views ?? 0 });
    }
    return points;
  }

  /** Every hour from `from` to the current one: hours that have not happened yet are not drawn. */
  private hourlySeries(from: string, now: Date, rows: HourlyRow[]): AnalyticsSeriesPoint[] {
    const byHour = new Map(rows.map((row) => [row.hour.getTime(), row]));
    const points: AnalyticsSeriesPoint[] = [];
    const end = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
    for (let time = Date.parse(at(from)); time <= end; time += 3_600_000) {
      const row = byHour.get(time);
      points.push({
        time: new Date(time).toISOString(),
        visitors: row?.visitors ?? 0,
        pageViews: row?.page_views ?? 0,
      });
    }
    return points;
  }
}

/** The totals' rows of the report: the dashboard's words, the unit where it is not a count. */
const SUMMARY_ROWS: [keyof AnalyticsDashboard['summary'], string][] = [
  ['visitors', 'Visitors'],
  ['visits', 'Visits'],
  ['pageViews', 'Page views'],
  ['portfolioClicks', 'Portfolio clicks'],
  ['contactForms', 'Contact forms'],
  ['externalVisits', 'External visits'],
  ['conversionRate', 'Conversion rate (%)'],
  ['bounceRate', 'Bounce rate (%)'],
  ['averageVisitSeconds', 'Average visit (seconds)'],
  ['pagesPerVisit', 'Pages per visit'],
];

/** `[from, to)` as the days a person reads: "2030-03-06 to 2030-03-12". */
const days = (from: string, to: string) =>
  `${from.slice(0, 10)} to ${addDays(to.slice(0, 10), -1)}`;

/**
 * The dashboard as a report a spreadsheet opens: the range and both periods' dates, then one
 * table per section (a title line, a header, the rows; a blank line between tables): totals
 * with the current and previous period, pages, sources, campaigns, keywords, the funnel,
 * devices, browsers, systems, countries, and last the traffic over time.
 */
export function* dashboardCsv(dashboard: AnalyticsDashboard): Generator<string> {
  const cell = (value: string | number) => {
    let text = String(value);
    // A spreadsheet runs a cell starting with one of these as a formula.
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const line = (...cells: (string | number)[]) => `${cells.map(cell).join(',')}\r\n`;
  yield line('Website Analytics report');
  yield line('Range', ANALYTICS_RANGE_LABELS[dashboard.range]);
  yield line('Period', days(dashboard.from, dashboard.to));
  yield line('Previous period', days(dashboard.previousFrom, dashboard.from));
  yield line();
  yield line('Totals');
  yield line('Metric', 'This period', 'Previous period');
  for (const [key, label] of SUMMARY_ROWS) {
    const figure = dashboard.summary[key];
    yield line(label, figure.current, figure.previous);
  }
  const tables: [string, string, AnalyticsBreakdownRow[]][] = [
    ['Top pages', 'Page', dashboard.topPages],
    ['Referrers', 'Referrer', dashboard.referrers],
    ['Sources (utm_source)', 'Source', dashboard.utmSources],
    ['Mediums (utm_medium)', 'Medium', dashboard.utmMediums],
    ['Campaigns (utm_campaign)', 'Campaign', dashboard.campaigns],
    ['Keywords (utm_term)', 'Keyword', dashboard.keywords],
    ['Devices', 'Device', dashboard.devices],
    ['Browsers', 'Browser', dashboard.browsers],
    ['Operating systems', 'Operating system', dashboard.operatingSystems],
    ['Countries', 'Country', dashboard.countries],
  ];
  for (const [title, item, rows] of tables) {
    yield line();
    yield line(title);
    yield line(item, 'Visitors', 'Visits', 'Page views');
    for (const row of rows) yield line(row.key, row.visitors, row.visits, row.pageViews);
  }
  yield line();
  yield line('Funnel');
  yield line('Step', 'Visits');
  for (const step of dashboard.funnel) yield line(step.label, step.visits);
  yield line();
  yield line(dashboard.series.interval === 'hour' ? 'Traffic by hour' : 'Traffic by day');
  yield line(
    dashboard.series.interval === 'hour' ? 'Hour (UTC)' : 'Day (UTC)',
    'Visitors',
    'Page views',
  );
  for (const point of dashboard.series.points) {
    const time =
      dashboard.series.interval === 'hour'
        ? `${point.time.slice(0, 10)} ${point.time.slice(11, 16)}`
        : point.time.slice(0, 10);
    yield line(time, point.visitors, point.pageViews);
  }
}
