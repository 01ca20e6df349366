import type { Role, WebhookEvent } from '@sandglass/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** Where a person wants events sent, which ones, and the secret their deliveries are signed with. */
@Entity('endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('endpoints_user_id_idx')
  @Column({ type: 'uuid' })
  userId: string;

  /** The owner's role when the endpoint was made or last changed (admins' events need admin). */
  @Column({ type: 'varchar', length: 16 })
  ownerRole: Role;

  /** Where "your endpoint was disabled" goes. */
  @Column({ type: 'varchar', length: 254 })
  ownerEmail: string;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  @Column({ type: 'text', array: true })
  events: WebhookEvent[];

  /** `whsec_…` (Standard Webhooks): kept to sign, shown to its owner once. */
  @Column({ type: 'varchar', length: 100 })
  secret: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  /** Why it was disabled, when the system did it (410 Gone, days of failures). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  disabledReason: string | null;

  /** Since when every delivery has failed; null after a success. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
