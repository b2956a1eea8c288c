import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useBrandTheme } from '../../features/settings/hooks/use-brand-theme';
import { useUpgradedReturn } from '../../features/account/hooks/use-upgraded-return';
import { useSessionUpkeep } from '../../lib/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ConnectionBanner } from './connection-banner';
import { EmailVerificationNotice } from './email-verification-notice';

/** Header, main and footer landmarks around every page, in the company's colours when branded. */
export function AppLayout() {
  const mainRef = useMainFocusOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <LayoutUpkeep />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-slate-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <AppHeader />
      <div aria-hidden="true" className="h-1 bg-brand-secondary" />
      <ConnectionBanner />
      <EmailVerificationNotice />
      {/* At least a screen tall, loading or loaded, so the footer starts below the first screen
          and never jumps when a page replaces its spinner (layout shift, docs/decisions/0836). */}
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className="min-h-svh flex-1 outline-none print:min-h-0"
      >
        <Suspense fallback={<Spinner label="Loading page…" className="min-h-[50vh]" />}>
          <Outlet />
        </Suspense>
      </main>
      <AppFooter />
    </div>
  );
}

/**
 * What the layout keeps up on every page, in a component of its own that draws nothing: the
 * session's and the branding's answers re-render only it, not the page around it (an update from
 * a query is one React finishes in one go; decision 0849).
 */
function LayoutUpkeep() {
  // Professional company colours across the app (product.md §7; features/settings).
  useBrandTheme();
  useUpgradedReturn();
  // Re-asks who is signed in when the signal returns; forgets data of an account that left.
  useSessionUpkeep();
  return null;
}

/**
 * After a client-side navigation, start at the top and move focus to the new page, as a full page
 * load would, so screen reader and keyboard users are not left on the link they pressed.
 */
function useMainFocusOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    document.scrollingElement?.scrollTo?.(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
