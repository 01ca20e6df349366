import { APPLICATION_STATUSES, type ApplicationStatus } from '@sandglass/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Program } from './program.entity.js';

@Entity('program_applications')
@Index('program_applications_created_at_idx', ['createdAt'])
export class ProgramApplication {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('program_applications_program_id_idx')
  @Column({ type: 'uuid' })
  programId: string;

  /** A program with applications cannot be deleted (close it instead), so none is lost. */
  @ManyToOne(() => Program, { onDelete: 'RESTRICT' })
  @JoinColumn({
    name: 'program_id',
    foreignKeyConstraintName: 'program_applications_program_id_fkey',
  })
  program?: Program;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  linkedinUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  portfolioUrl: string | null;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  @Column({
    type: 'enum',
    enum: APPLICATION_STATUSES,
    enumName: 'application_status',
    default: 'new',
  })
  status: ApplicationStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
