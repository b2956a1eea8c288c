import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '../../lib/session';
import { SessionSpinner } from './session-spinner';

/** /landing is for signed-out visitors; a signed-in user is sent to / (their home). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <SessionSpinner />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
