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
  /** Whether the person proved the address (the link in the verification mail). */
  emailVerified: boolean;
  createdAt: string;
}

/** Body of `POST /api/auth/login`, `/register` and `/refresh`. */
export interface AuthResponse {
  token: string;
  user: PublicUser;
  /** Seconds until `token` expires. */
  expiresIn: number;
}

/** Verification links work this long (hours); reset links this long (minutes). */
export const EMAIL_VERIFICATION_HOURS = 48;
export const PASSWORD_RESET_MINUTES = 30;

/** What `POST /api/auth/password/forgot` answers, whether or not the address is known. */
export const PASSWORD_FORGOT_SENTENCE = `If an account uses this address, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`;

/** One sign-in as `GET /api/auth/sessions` lists it. */
export interface AccountSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  /** Read from the User-Agent, e.g. "Firefox 128 on macOS"; "Unknown device" without one. */
  device: string;
  /** The sign-in this request was made with. */
  current: boolean;
}

export const MEMBERSHIP_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type MembershipRequestStatus = (typeof MEMBERSHIP_REQUEST_STATUSES)[number];
export const MEMBERSHIP_NOTE_MAX_LENGTH = 1000;

/** A guest's request to become a member. */
export interface MembershipRequest {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  note: string;
  status: MembershipRequestStatus;
  createdAt: string;
  decidedAt: string | null;
}

/**
 * Which alert mails a member gets about their social accounts (`GET/PUT
 * /api/auth/user/notifications`); each is on until turned off.
 */
export interface NotificationSettings {
  /** A post that ended failed on one or more platforms (one mail per post). */
  failedPosts: boolean;
  /** An account the platform stopped accepting (refresh refused, token revoked). */
  reconnectNeeded: boolean;
  /** An account whose sign-in lapses within 7 days unless reconnected. */
  tokenExpiring: boolean;
}

export const NOTIFICATION_KINDS = ['failedPosts', 'reconnectNeeded', 'tokenExpiring'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
