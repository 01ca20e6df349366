import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * One sign-in: what a sign-up or sign-in starts and a sign-out ends. Its id is the family id of
 * its refresh tokens and the `sid` claim of the access tokens issued for it. Refreshing locks
 * this row, so once a sign-in has ended (a sign-out, a replayed refresh token) none of its
 * tokens refreshes again.
 */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('sessions_user_id_idx')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'sessions_user_id_fkey' })
  user?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When it was last refreshed (or started). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUsedAt: Date;

  /** The User-Agent of its latest refresh, for the list of where the person is signed in. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  /** When it was signed out or ended by a replayed refresh token; null while it lasts. */
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;
}
