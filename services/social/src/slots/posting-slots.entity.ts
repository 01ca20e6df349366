import type { PostingSlot } from '@sandglass/shared';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A member's posting slots: the weekly times the queue fills, read in `timeZone`. One row per
 * member; the queue locks it while it picks a slot, so two posts never take the same one.
 */
@Entity('posting_slots')
export class PostingSlotsRow {
  /** The token's subject. */
  @PrimaryColumn('uuid')
  userId: string;

  /** An IANA name, such as Europe/Berlin. */
  @Column({ type: 'varchar', length: 64 })
  timeZone: string;

  /** Sorted by weekday, then time, each once (`normaliseSlots`). */
  @Column('jsonb')
  slots: PostingSlot[];

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
