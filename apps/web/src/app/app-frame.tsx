import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * What wraps the app's routes, the same in the browser (main.tsx) and in the build's first screen
 * (render-first-screen.tsx): a first screen the browser takes over by hydrating must have been
 * drawn by the same tree, or React's element ids would differ (decision 0866).
 */
export function AppFrame({ root, children }: { root: HTMLElement | null; children: ReactNode }) {
  return (
    <StrictMode>
      <FirstScreenHandover root={root} />
      {/* Last resort for what fails outside a page, such as a dialog in the header. */}
      <PageErrorBoundary>{children}</PageErrorBoundary>
    </StrictMode>
  );
}

/**
 * The first screen the server drew into #root for a signed-out visit is inert and hidden from
 * assistive technology, so nothing is typed into it only to be lost (decision 0853). React has
 * taken it over when this runs, in the same frame: the app takes taps and keys from then on, and
 * its own screen is the one read out. The build passes no root: nothing to hand over.
 */
function FirstScreenHandover({ root }: { root: HTMLElement | null }) {
  useLayoutEffect(() => {
    root?.removeAttribute('inert');
    root?.removeAttribute('aria-hidden');
  }, [root]);
  return null;
}
