import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock } from '@sandglass/server';
import type { DataSource } from 'typeorm';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { DAILY_COLUMNS, rawBreakdowns, rawDaily, rawHourly } from './analytics-sql.js';
import { utcDay } from './visitor-salts.js';

const DAY_MS = 86_400_000;
/** Session lock held by whichever replica rolls up, so two never write one day at once. */
const ROLLUP_LOCK = 0x616e616c;

export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/**
 * Keeps the daily roll-ups complete up to yesterday (a day's visits end at midnight, when the
 * visitor salt rotates, so a finished day never changes) and deletes raw rows older than
 * ANALYTICS_RETENTION_DAYS. The scheduled roll-up job (AnalyticsRollupJob) runs it; dashboard
 * reads only ask how far it got (coveredUntil).
 */
@Injectable()
export class AnalyticsRollups {
  private rolledThrough?: string;
  private running?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  /**
   * The first day the roll-ups do not cover: days from it on are read raw. It never starts a
   * roll-up: while the job has not caught up (just after midnight, after downtime), the missing
   * days are read from the raw rows, with the same figures.
   */
  async coveredUntil(): Promise<string> {
    const today = utcDay(this.clock.now());
    const yesterday = addDays(today, -1);
    // Caught up as far as this process knows; else ask the database (another replica's job, or
    // this one's, may have rolled up since).
    if (this.rolledThrough === undefined || this.rolledThrough < yesterday)
      this.rolledThrough = await this.lastRolledDay(today);
    if (this.rolledThrough >= yesterday) return today;
    return addDays(this.rolledThrough, 1);
  }

  /** Rolls up every finished day not rolled up yet and deletes expired rows (the job's work). */
  run(): Promise<void> {
    this.running ??= this.rollUpAndExpire().finally(() => (this.running = undefined));
    return this.running;
  }

  private async rollUpAndExpire(): Promise<void> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [
        ROLLUP_LOCK,
      ])) as { locked: boolean }[];
      if (!locked) {
        // Another replica is on it; wait for it, then read where it got to.
        await runner.query('SELECT pg_advisory_lock($1)', [ROLLUP_LOCK]);
      }
      try {
        const today = utcDay(this.clock.now());
        let day = addDays(await this.lastRolledDay(today), 1);
        for (; day < today; day = addDays(day, 1)) {
          await this.rollUpDay(day);
          this.rolledThrough = day;
        }
        this.rolledThrough = addDays(today, -1);
        await this.expire();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [ROLLUP_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }

  /** The last rolled-up day; else the day before the first raw one; else yesterday. */
  private async lastRolledDay(today: string): Promise<string> {
    const [row] = (await this.db.query(`
      SELECT (SELECT max(day) FROM content.analytics_daily)::text AS last,
        least(
          (SELECT min(started_at) FROM content.analytics_visits),
          (SELECT min(created_at) FROM content.analytics_events)
        ) AS first`)) as { last: string | null; first: Date | null }[];
    if (row?.last) return row.last;
    return row?.first ? addDays(utcDay(row.first), -1) : addDays(today, -1);
  }

  /** Rewrites one finished day's roll-up rows from its raw rows, in one transaction. */
  async rollUpDay(day: string): Promise<void> {
    const bounds = [`${day}T00:00:00Z`, `${addDays(day, 1)}T00:00:00Z`];
    await this.db.transaction(async (tx) => {
      for (const table of ['analytics_daily', 'analytics_daily_breakdowns']) {
        await tx.query(`DELETE FROM content.${table} WHERE day = $1::date`, [day]);
      }
      await tx.query(
        `DELETE FROM content.analytics_hourly WHERE hour >= $1::timestamptz AND hour < $2::timestamptz`,
        bounds,
      );
      const columns = DAILY_COLUMNS.join(', ');
      await tx.query(
        `INSERT INTO content.analytics_daily (${columns})
         SELECT ${columns} FROM (${rawDaily('$1::timestamptz', '$2::timestamptz')}) r`,
        bounds,
      );
      // A day without any event still gets its row, which marks it as rolled up.
      await tx.query(
        `INSERT INTO content.analytics_daily (${columns})
         VALUES ($1::date, ${DAILY_COLUMNS.slice(1)
           .map(() => '0')
           .join(', ')}) ON CONFLICT (day) DO NOTHING`,
        [day],
      );
      await tx.query(
        `INSERT INTO content.analytics_hourly (hour, visitors, page_views)
         SELECT hour, visitors, page_views FROM (${rawHourly('$1::timestamptz', '$2::timestamptz')}) r`,
        bounds,
      );
      await tx.query(
        `INSERT INTO content.analytics_daily_breakdowns (day, dimension, key, visitors, visits, page_views)
         SELECT day, dimension, left(key, 300), visitors, visits, page_views
         FROM (${rawBreakdowns('$1::timestamptz', '$2::timestamptz')}) r`,
        bounds,
      );
    });
  }

  /**
   * Raw rows past their retention; salts and admitted values (see DAY_VALUES_MAX) of days gone
   * by, and the visitor rows they made.
   */
  private async expire(): Promise<void> {
    const now = this.clock.now();
    for (const table of ['analytics_salts', 'analytics_day_values']) {
      await this.db.query(`DELETE FROM content.${table} WHERE day < $1::date`, [utcDay(now)]);
    }
    const cutoff = new Date(now.getTime() - this.config.ANALYTICS_RETENTION_DAYS * DAY_MS);
    await this.db.query('DELETE FROM content.analytics_events WHERE created_at < $1', [cutoff]);
    await this.db.query('DELETE FROM content.analytics_visits WHERE started_at < $1', [cutoff]);
    await this.db.query('DELETE FROM content.analytics_visitors WHERE last_seen_at < $1', [
      new Date(now.getTime() - DAY_MS),
    ]);
  }
}
