import { Entity, PrimaryColumn } from 'typeorm';

/**
 * The distinct values of a capped dimension (path, referrer, UTM tags) recorded today, at most
 * ANALYTICS_DAY_VALUES_MAX each: past that a new value is recorded as "Other". Days before
 * today are deleted with their salts.
 */
@Entity('analytics_day_values')
export class AnalyticsDayValue {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  dimension: string;

  @PrimaryColumn({ type: 'varchar', length: 300 })
  value: string;
}
