import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '../../lib/session';
import { signInPathFor } from '../../lib/return-path';
import { SessionError } from './session-error';
import { SessionSpinner } from './session-spinner';

/** Signed-in-only routes: a signed-out visitor goes to sign in and comes back afterwards. */
export function RequireSignedIn() {
  const location = useLocation();
  const { data: user, isPending, isError, refetch } = useUser();
  if (isPending) return <SessionSpinner />;
  if (isError) return <SessionError onRetry={() => void refetch()} />;
  if (!user) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
