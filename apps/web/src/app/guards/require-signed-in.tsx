import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '../../lib/session';
import { signInPathFor } from '../../lib/return-path';
import { SessionError } from './session-error';
import { SessionSpinner } from './session-spinner';

/** Signed-in-only routes: a signed-out visitor goes to sign in and comes back afterwards. */
export function RequireSignedIn() {
  const location = useLocation();
  const { data: user, isFetched, isError, refetch } = useUser();
  // Nobody signed in is taken from the server only: a device that remembers its last answer was
  // nobody (decision 0886) waits here for a fresh one, as a device that remembers nothing does, so
  // no signal still says so rather than sending the engineer to sign in (decision 0200). The page
  // the answer brings is built in slices, the spinner kept meanwhile (0849).
  const isPending = useDeferredValue(!user && !isFetched);
  if (isPending) return <SessionSpinner />;
  if (isError) return <SessionError onRetry={() => void refetch()} />;
  if (!user) return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
