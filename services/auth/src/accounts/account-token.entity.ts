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

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password', 'change-email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A link sent by mail: proving an address, choosing a new password, or moving to a new address.
 * The link carries 32 random bytes; only their SHA-256 is stored. Each works once, until
 * `expiresAt`.
 */
@Entity('account_tokens')
export class AccountToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('account_tokens_user_id_idx')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_tokens_user_id_fkey' })
  user?: User;

  @Column({ type: 'enum', enum: ACCOUNT_TOKEN_PURPOSES, enumName: 'account_token_purpose' })
  purpose: AccountTokenPurpose;

  /** SHA-256 of the token, hex. */
  @Index('account_tokens_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** The address the link was sent to (the new one, for an email change). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When it was followed, or voided by a newer one or a password change; null while it works. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
