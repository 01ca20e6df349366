import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Each of today's visitor hashes and its open (or last) visit: how 30 minutes of silence is seen. */
@Entity('analytics_visitors')
@Index('analytics_visitors_last_seen_at_idx', ['lastSeenAt'])
export class AnalyticsVisitor {
  @PrimaryColumn({ type: 'bigint' })
  visitor: string;

  @Column({ type: 'uuid' })
  visitId: string;

  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;
}
