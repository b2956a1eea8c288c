import { useDeferredValue, useEffect } from 'react';
import { HomePage, LandingPage, preloadLandingPage } from '../entry-pages';
import { useUser } from '../../lib/session';
import { SessionSpinner } from './session-spinner';

/** '/': the calculator selection when signed in, the landing page otherwise (product.md §2). */
export function RootRoute() {
  const session = useUser();
  // Pending means this device remembers nobody, so the answer is most likely the landing page.
  useEffect(() => {
    if (session.isPending) preloadLandingPage();
  }, [session.isPending]);
  // The session's answer reaches React as an update it must finish in one go, and the page it
  // brings is the largest render of the visit. Deferred, that page is built in slices that leave
  // the main thread free for a tap between them; the spinner stays until it is ready
  // (decision 0234).
  const isPending = useDeferredValue(session.isPending);
  const user = useDeferredValue(session.data);
  if (isPending) return <SessionSpinner />;
  // When the session cannot be checked, the landing page still works (it needs no API).
  return user ? <HomePage /> : <LandingPage />;
}
