import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A seed that has run. Seeding happens once per database: an admin who empties a table later
 * does not get the sample content back on the next restart.
 */
@Entity('seed_records')
export class SeedRecord {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @CreateDateColumn({ type: 'timestamptz' })
  appliedAt: Date;
}
