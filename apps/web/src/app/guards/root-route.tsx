import { useEffect } from 'react';
import { HomePage, LandingPage, preloadLandingPage } from '../entry-pages';
import { useUser } from '../../lib/session';
import { SessionSpinner } from './session-spinner';

/** '/': the calculator selection when signed in, the landing page otherwise (product.md §2). */
export function RootRoute() {
  const { data: user, isPending } = useUser();
  // Pending means this device remembers nobody, so the answer is most likely the landing page.
  useEffect(() => {
    if (isPending) preloadLandingPage();
  }, [isPending]);
  if (isPending) return <SessionSpinner />;
  // When the session cannot be checked, the landing page still works (it needs no API).
  return user ? <HomePage /> : <LandingPage />;
}
