import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The outbox of account deletions: written in the transaction that deletes the user, then
 * announced to every service (UserDeletedEvent on the deletion stream). A row not yet announced
 * (Redis away, the process stopped in between) is announced by the sweep.
 */
@Entity('account_deletions')
export class AccountDeletion {
  /** The deleted user's id (no foreign key: the user row is gone). */
  @PrimaryColumn('uuid')
  userId: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'timestamptz' })
  deletedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  announcedAt: Date | null;
}
