import { SOCIAL_PLATFORMS, type SocialPlatform } from '@sandglass/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** How long a member has to approve on the platform before `state` stops working. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * One authorisation in progress: the `state` sent to the platform (kept as its SHA-256, so the
 * table cannot be replayed from a backup), bound to the member and platform, with the PKCE
 * verifier (encrypted). Used once: the callback deletes it as it reads it.
 */
@Entity('oauth_states')
@Index('oauth_states_expires_at_idx', ['expiresAt'])
export class OAuthState {
  /** SHA-256 of the state, hex. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  stateHash: string;

  @Column('uuid')
  userId: string;

  @Column({ type: 'enum', enum: SOCIAL_PLATFORMS, enumName: 'oauth_state_platform' })
  platform: SocialPlatform;

  /** PKCE (S256) verifier, encrypted (TokenCipher). */
  @Column('text')
  codeVerifier: string;

  @Column('timestamptz')
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
