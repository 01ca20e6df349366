import type { WebhookEvent } from '@sandglass/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An emitting service's webhook outbox (in its own schema): a row is written in the same
 * transaction as the state change it tells of, then relayed to the webhooks service, so a
 * change and its event are kept or lost together whatever crashes in between.
 */
@Entity('webhook_outbox')
@Index('webhook_outbox_unrelayed_idx', ['createdAt'], { where: '"relayed_at" IS NULL' })
export class WebhookOutboxRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64 })
  type: WebhookEvent;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'jsonb' })
  data: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the webhooks service's queue took it; null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  relayedAt: Date | null;
}
