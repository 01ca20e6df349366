import { SOCIAL_PLATFORMS, type SocialAccountStatus, type SocialPlatform } from '@sandglass/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

export const ACCOUNT_STATUSES: readonly SocialAccountStatus[] = ['connected', 'needs_reconnect'];

/**
 * A member's account on one platform (at most one per member and platform). The tokens are
 * stored encrypted by `TokenCipher` and never leave the service.
 */
@Entity('connected_accounts')
@Unique('connected_accounts_user_id_platform_key', ['userId', 'platform'])
@Index('connected_accounts_access_token_expires_at_idx', ['accessTokenExpiresAt'])
export class ConnectedAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @Column({ type: 'enum', enum: SOCIAL_PLATFORMS, enumName: 'connected_account_platform' })
  platform: SocialPlatform;

  /** Who posts: X user id, LinkedIn member id, Facebook Page id, Instagram user id. */
  @Column({ type: 'varchar', length: 200 })
  externalId: string;

  /** What the member recognises: @handle, full name, Page name. */
  @Column({ type: 'varchar', length: 300 })
  accountName: string;

  /** Encrypted (TokenCipher). */
  @Column('text')
  accessToken: string;

  /** Encrypted (TokenCipher); null when the platform issues none. */
  @Column({ type: 'text', nullable: true })
  refreshToken: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  accessTokenExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  refreshTokenExpiresAt: Date | null;

  @Column({ type: 'text', nullable: true })
  scope: string | null;

  @Column({
    type: 'enum',
    enum: ACCOUNT_STATUSES,
    enumName: 'account_status',
    default: 'connected',
  })
  status: SocialAccountStatus;

  /** Why the account needs reconnecting, as a sentence (a refused refresh). */
  @Column({ type: 'text', nullable: true })
  statusReason: string | null;

  /** Connected through the local platform sandbox, not the real platform. */
  @Column('boolean')
  sandbox: boolean;

  /** The last time the member connected it (reconnecting updates it). */
  @Column('timestamptz')
  connectedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
