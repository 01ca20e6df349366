import type { ApiScope } from '@sandglass/shared';
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
 * A personal API token: a grant of its own, like a sign-in. Only the SHA-256 of its secret is
 * kept, with the secret's first characters to recognise it by. Its id is the `sessionId` its
 * revocation is announced under (AccessRevocations.revokeSession), so every service refuses it
 * within seconds of `DELETE /api/auth/tokens/:id`.
 */
@Entity('api_tokens')
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('api_tokens_user_id_idx')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'api_tokens_user_id_fkey' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The secret's first characters (`sgv_` and six more). */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  @Index('api_tokens_token_hash_key', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'text', array: true })
  scopes: ApiScope[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** Written at most once a minute per token, on its use at any service. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** When it was revoked; a revoked token is no longer listed or accepted. */
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
