import type { ReactNode } from 'react';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { useSession, type Session } from '../useSession';

export interface SessionGateProps {
  /** Whether this session may see `children`. */
  allows: (session: Session) => boolean;
  /** Shown instead when it may not (e.g. an explanation and a way to sign in). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Guards part of a page by role; waits for the session to be restored before deciding. */
export function SessionGate({ allows, fallback, children }: SessionGateProps) {
  const session = useSession();
  if (session.status === 'restoring') return <LoadingScreen />;
  return allows(session) ? children : fallback;
}
