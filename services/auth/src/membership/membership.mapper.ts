import type { MembershipRequest } from '@sandglass/shared';
import type { MembershipRequestRow } from './membership.repository.js';

export function toMembershipRequest(row: MembershipRequestRow): MembershipRequest {
  return {
    id: row.id,
    userId: row.userId,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
