/** Account roles, lowest to highest (spec section 6). */
export const ROLES = ['guest', 'member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Readonly<Record<Role, number>> = { guest: 0, member: 1, admin: 2 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Whether a user may use something that needs `required`. Guest-level things are open to
 * everyone, signed in or not; anything higher needs a user whose rank is at least the level.
 */
export function hasRole(user: { role: Role } | null | undefined, required: Role): boolean {
  if (required === 'guest') return true;
  if (!user) return false;
  return ROLE_RANK[user.role] >= ROLE_RANK[required];
}

export interface Permissions {
  canViewSocialMedia: boolean;
  canCreatePosts: boolean;
  canManageAccounts: boolean;
  canAccessAdmin: boolean;
  canUpgradeUsers: boolean;
}

/** The permissions derived from a role (spec section 6). */
export function permissionsFor(user: { role: Role } | null | undefined): Permissions {
  const member = hasRole(user, 'member');
  const admin = hasRole(user, 'admin');
  return {
    canViewSocialMedia: member,
    canCreatePosts: member,
    canManageAccounts: admin,
    canAccessAdmin: admin,
    canUpgradeUsers: admin,
  };
}

/**
 * Who may open the website analytics: admins, or everyone while the deployment makes the
 * figures public (ANALYTICS_PUBLIC). The content service enforces it; the front end links the
 * dashboard by it.
 */
export function canViewAnalytics(
  user: { role: Role } | null | undefined,
  analyticsPublic: boolean,
): boolean {
  return analyticsPublic || hasRole(user, 'admin');
}
