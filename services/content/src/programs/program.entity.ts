import { PROGRAM_STATUSES, type ProgramStatus } from '@sandglass/shared';
import { Column } from 'typeorm';
import { CatalogEntity, CatalogRecord } from '../common/catalog-record.js';

@CatalogEntity('programs')
export class Program extends CatalogRecord {
  @Column({ type: 'enum', enum: PROGRAM_STATUSES, enumName: 'program_status', default: 'upcoming' })
  status: ProgramStatus;

  @Column({ type: 'varchar', length: 1000 })
  description: string;

  @Column({ type: 'varchar', length: 5000 })
  longDescription: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  requirements: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  benefits: string[];

  @Column({ type: 'varchar', length: 50 })
  duration: string;

  @Column({ type: 'integer' })
  positions: number;

  /** A calendar day (YYYY-MM-DD); the pg driver returns it as that string. */
  @Column({ type: 'date', nullable: true })
  applicationDeadline: string | null;
}
