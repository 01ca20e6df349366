import { PROGRAM_STATUSES, type ProgramStatus } from '@sandglass/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('programs')
@Index('programs_order_idx', ['sortOrder', 'name'])
export class Program {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('programs_slug_key', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

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

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
