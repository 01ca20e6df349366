import { ANALYTICS_EVENT_TYPES, type AnalyticsEventType } from '@sandglass/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One first-party analytics event. Deliberately nothing that identifies a person. */
@Entity('analytics_events')
@Index('analytics_events_type_created_at_idx', ['type', 'createdAt'])
@Index('analytics_events_created_at_idx', ['createdAt'])
export class AnalyticsEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: ANALYTICS_EVENT_TYPES, enumName: 'analytics_event_type' })
  type: AnalyticsEventType;

  @Column({ type: 'varchar', length: 300 })
  path: string;

  @Column({ type: 'double precision', nullable: true })
  value: number | null;

  @Column({ type: 'jsonb', nullable: true })
  meta: Record<string, string | number | boolean> | null;

  /** The visit it belongs to (none for events recorded before visits were kept). */
  @Column({ type: 'uuid', nullable: true })
  visitId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
