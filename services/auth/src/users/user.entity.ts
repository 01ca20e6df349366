import { TimestampedRecord } from '@sandglass/server';
import { MEMBERSHIP_TIERS, ROLES, type MembershipTier, type Role } from '@sandglass/shared';
import { Column, Entity, Index } from 'typeorm';

@Entity('users')
export class User extends TimestampedRecord {
  /** Stored lower-cased, so uniqueness ignores case. */
  @Index('users_email_key', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text' })
  passwordHash: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'enum', enum: ROLES, enumName: 'user_role', default: 'guest' })
  role: Role;

  @Column({ type: 'enum', enum: MEMBERSHIP_TIERS, enumName: 'membership_tier', default: 'free' })
  membershipTier: MembershipTier;

  /** When the person proved the address (null until then); accounts made before this count. */
  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** Alert mails about the member's social accounts (NotificationSettings); each on by default. */
  @Column({ type: 'boolean', default: true })
  notifyFailedPosts: boolean;

  @Column({ type: 'boolean', default: true })
  notifyReconnectNeeded: boolean;

  @Column({ type: 'boolean', default: true })
  notifyTokenExpiring: boolean;
}
