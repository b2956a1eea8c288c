import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '../../lib/session';
import { signInPathFor } from '../../lib/return-path';
import { SessionError } from './session-error';
import { SessionSpinner } from './session-spinner';

/** Signed-in-only routes: a signed-out visitor goes to sign in and comes back afterwards. */
export function RequireSignedIn() {
  const location = useLocation();
  const { data: user, isPending: isPendingNow, isError, refetch } = useUser();
  // The page the session's answer brings is built in slices, the spinner kept meanwhile (0849).
  const isPending = useDeferredValue(isPendingNow);
  if (isPending) return <SessionSpinner />;
  if (isError) return <SessionError onRetry={() => void refetch()} />;
  if (!user) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
