import type { Role } from './roles.js';

export const MEMBERSHIP_TIERS = ['free', 'pro'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** Spec section 5: registration needs a password of at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes any length, but a cap keeps hashing time bounded. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** The user as every API returns it: never a password or its hash. */
export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  membershipTier: MembershipTier;
  createdAt: string;
}

/** Body of `POST /api/auth/login`, `/register` and `/refresh`. */
export interface AuthResponse {
  token: string;
  user: PublicUser;
  /** Seconds until `token` expires. */
  expiresIn: number;
}
