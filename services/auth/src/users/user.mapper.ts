import type { PublicUser } from '@sandglass/shared';
import type { User } from './user.entity.js';

/** The user as every API answers with it: never the password hash. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    membershipTier: user.membershipTier ?? 'free',
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
