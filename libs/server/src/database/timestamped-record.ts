import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * The columns most tables start with: a generated uuid key and when the row was created and
 * last changed (UTC). An entity extends it and declares only its own columns; TypeORM maps the
 * inherited ones into each entity's own table.
 */
export abstract class TimestampedRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
