import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The day's random salt of the visitor hash; yesterday's and older are deleted. */
@Entity('analytics_salts')
export class AnalyticsSalt {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'bytea' })
  salt: Buffer;
}
