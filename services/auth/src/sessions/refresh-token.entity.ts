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
import { Session } from './session.entity.js';

/**
 * One refresh token of a sign-in. Tokens rotate on every use; all tokens of one sign-in share
 * a family (the sign-in's id), so replaying a spent token can end the whole sign-in. Only a hash
 * is stored.
 */
@Entity('refresh_tokens')
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('refresh_tokens_user_id_idx')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'refresh_tokens_user_id_fkey' })
  user?: User;

  /** The sign-in (Session) the token belongs to. */
  @Index('refresh_tokens_family_id_idx')
  @Column({ type: 'uuid' })
  familyId: string;

  @ManyToOne(() => Session, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'family_id', foreignKeyConstraintName: 'refresh_tokens_family_id_fkey' })
  session?: Session;

  /** SHA-256 of the token, hex. */
  @Index('refresh_tokens_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** Set when the token was spent by rotation rather than by sign-out or reuse detection. */
  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
