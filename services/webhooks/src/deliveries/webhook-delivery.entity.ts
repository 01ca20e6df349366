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
import { WebhookEndpoint } from '../endpoints/webhook-endpoint.entity.js';

export const DELIVERY_STATUSES = ['pending', 'delivering', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event for one endpoint. Its `messageId` is the `webhook-id` of every attempt (retries
 * and redeliveries alike), and `body` the exact bytes sent each time.
 */
@Entity('deliveries')
@Index('deliveries_endpoint_event_key', ['endpointId', 'eventId'], {
  unique: true,
  where: '"event_id" IS NOT NULL',
})
@Index('deliveries_endpoint_created_idx', ['endpointId', 'createdAt'])
@Index('deliveries_due_idx', ['status', 'nextAttemptAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id', foreignKeyConstraintName: 'deliveries_endpoint_id_fkey' })
  endpoint?: WebhookEndpoint;

  /** The relayed event's id; null for `webhook.test`. */
  @Column({ type: 'uuid', nullable: true })
  eventId: string | null;

  @Column({ type: 'varchar', length: 64 })
  type: string;

  /** `msg_…`: the Standard Webhooks `webhook-id`. */
  @Column({ type: 'varchar', length: 64 })
  messageId: string;

  /** `{type, timestamp, data}` as sent. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'enum', enum: DELIVERY_STATUSES, enumName: 'delivery_status' })
  status: DeliveryStatus;

  /** Attempts made (each one is a row of delivery_attempts). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When the next attempt is due (pending), null once settled. */
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** When the attempt under way was claimed (delivering). */
  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** What one attempt got: the log the owner reads. */
@Entity('delivery_attempts')
@Index('delivery_attempts_delivery_idx', ['deliveryId', 'attemptedAt'])
export class DeliveryAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  deliveryId: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'delivery_id',
    foreignKeyConstraintName: 'delivery_attempts_delivery_id_fkey',
  })
  delivery?: WebhookDelivery;

  @Column({ type: 'timestamptz' })
  attemptedAt: Date;

  /** The receiver's status code; null when none came (refused address, timeout, network). */
  @Column({ type: 'int', nullable: true })
  statusCode: number | null;

  @Column({ type: 'int' })
  durationMs: number;

  @Column({ type: 'varchar', length: 300, nullable: true })
  error: string | null;

  /** When it is tried again, or null when it is not. */
  @Column({ type: 'timestamptz', nullable: true })
  nextRetryAt: Date | null;
}

/** The events taken from the emitting services (each once, whatever the relays). */
@Entity('events')
export class ReceivedEvent {
  @Column({ type: 'uuid', primary: true })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  type: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ type: 'timestamptz' })
  occurredAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
