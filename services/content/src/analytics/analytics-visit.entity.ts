import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One visit: a visitor's events with no silence of 30 minutes between them. The visitor is a
 * hash under a salt that is destroyed after a day, so it cannot be traced back to an address.
 * Where the visit came from and on what is read from its first event.
 */
@Entity('analytics_visits')
@Index('analytics_visits_started_at_idx', ['startedAt'])
export class AnalyticsVisit {
  @PrimaryColumn('uuid')
  id: string;

  /** The day's visitor hash (64 bits). */
  @Column({ type: 'bigint' })
  visitor: string;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ type: 'int', default: 0 })
  pageViews: number;

  @Column({ type: 'varchar', length: 300 })
  entryPath: string;

  @Column({ type: 'varchar', length: 253, nullable: true })
  referrer: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmSource: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmMedium: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utmTerm: string | null;

  @Column({ type: 'varchar', length: 20 })
  device: string;

  @Column({ type: 'varchar', length: 50 })
  browser: string;

  @Column({ type: 'varchar', length: 50 })
  os: string;

  /** ISO 3166 alpha-2, or null where the address has no known country. */
  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;

  /** The visit viewed a portfolio page. */
  @Column({ type: 'boolean', default: false })
  portfolio: boolean;

  /** The visit clicked a company's Learn More. */
  @Column({ type: 'boolean', default: false })
  learnMore: boolean;

  /** The visit sent the contact form. */
  @Column({ type: 'boolean', default: false })
  contact: boolean;
}
