import type { Permissions, PublicUser } from '@sandglass/shared';
import { useSelector } from 'react-redux';
import {
  selectCurrentUser,
  selectPermissions,
  selectSessionStatus,
  type SessionStatus,
} from '../../lib/sessionSlice';

export interface Session {
  status: SessionStatus;
  user: PublicUser | null;
  permissions: Permissions;
}

/** Who is signed in and what they may do (spec section 6, rules from @sandglass/shared). */
export function useSession(): Session {
  const status = useSelector(selectSessionStatus);
  const user = useSelector(selectCurrentUser);
  const permissions = useSelector(selectPermissions);
  return { status, user, permissions };
}
