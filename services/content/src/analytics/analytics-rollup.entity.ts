import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Roll-ups of finished days (UTC), written once a day ends and kept after the raw events expire:
 * the dashboard reads these for every day before today, and the raw tables only for today.
 */
@Entity('analytics_daily')
export class AnalyticsDaily {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'int' })
  visitors: number;

  @Column({ type: 'int' })
  visits: number;

  @Column({ type: 'int' })
  pageViews: number;

  @Column({ type: 'int' })
  bounces: number;

  @Column({ type: 'bigint' })
  durationSeconds: string;

  @Column({ type: 'int' })
  learnMoreClicks: number;

  @Column({ type: 'int' })
  contactForms: number;

  @Column({ type: 'int' })
  externalClicks: number;

  @Column({ type: 'int' })
  portfolioVisits: number;

  @Column({ type: 'int' })
  learnMoreVisits: number;

  @Column({ type: 'int' })
  contactVisits: number;

  @Column({ type: 'int' })
  convertedVisits: number;
}

/** Visitors and page views per hour of a finished day (the 7-day chart). */
@Entity('analytics_hourly')
export class AnalyticsHourly {
  @PrimaryColumn({ type: 'timestamptz' })
  hour: Date;

  @Column({ type: 'int' })
  visitors: number;

  @Column({ type: 'int' })
  pageViews: number;
}

/** Per finished day: visitors, visits and page views by page, source, device, browser, system, country. */
@Entity('analytics_daily_breakdowns')
export class AnalyticsDailyBreakdown {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  dimension: string;

  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'int' })
  visitors: number;

  @Column({ type: 'int' })
  visits: number;

  @Column({ type: 'int' })
  pageViews: number;
}
