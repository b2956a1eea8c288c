import { useDeferredValue, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useUser } from '../../lib/session';
import { SessionSpinner } from './session-spinner';

/** /landing is for signed-out visitors; a signed-in user is sent to / (their home). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending: isPendingNow } = useUser();
  // The page the session's answer brings is built in slices, the spinner kept meanwhile (0849).
  const isPending = useDeferredValue(isPendingNow);
  if (isPending) return <SessionSpinner />;
  if (user) return <Navigate to="/" replace />;
  return children;
}
