import { TimestampedRecord } from '@sandglass/server';
import { MEMBERSHIP_REQUEST_STATUSES, type MembershipRequestStatus } from '@sandglass/shared';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { User } from '../users/user.entity.js';

/** A guest's request to become a member; an admin approves or declines it. */
@Entity('membership_requests')
@Index('membership_requests_one_pending_key', ['userId'], {
  unique: true,
  where: `"status" = 'pending'`,
})
export class MembershipRequestRecord extends TimestampedRecord {
  @Index('membership_requests_user_id_idx')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'membership_requests_user_id_fkey' })
  user?: User;

  @Column({ type: 'text' })
  note: string;

  @Column({
    type: 'enum',
    enum: MEMBERSHIP_REQUEST_STATUSES,
    enumName: 'membership_request_status',
    default: 'pending',
  })
  status: MembershipRequestStatus;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The admin who decided; null while pending or once that admin's account is gone. */
  @Column({ type: 'uuid', nullable: true })
  decidedBy: string | null;
}
