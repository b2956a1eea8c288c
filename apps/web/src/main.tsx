import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { PageErrorBoundary } from './app/page-error-boundary';
import { PAGES_NAMED_IN_HTML, PAGES_NAMED_IN_SIGNED_OUT_HTML } from './app/router';
import { wasServedSignedOut } from './lib/first-screen';
import { reloadOnFailedPreload } from './lib/new-release-reload';
import { registerServiceWorkerWhenIdle } from './lib/register-service-worker';
import './styles.css';

// Before anything renders: a page open across a deploy reloads into it (docs/decisions/0420).
reloadOnFailedPreload();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
const reactRoot = createRoot(root);
const renderApp = () => {
  // As a transition, the first render is done in slices that leave the main thread free between
  // them, instead of one long task a cheap phone cannot answer a tap during (decision 0234).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <FirstScreenHandover root={root} />
        {/* Last resort for what fails outside a page, such as a dialog in the header. */}
        <PageErrorBoundary>
          <App />
        </PageErrorBoundary>
      </StrictMode>,
    );
  });
};
// A page whose HTML names its chunks has them on the way already: the first render waits for them
// and draws the page, not the router's spinner followed 300 ms later by the page (decision 0851).
// A chunk that fails is met again, and handled, when the page is drawn (lazy-page.ts).
const pageNamedInHtml = (wasServedSignedOut ? PAGES_NAMED_IN_SIGNED_OUT_HTML : PAGES_NAMED_IN_HTML)[
  window.location.pathname
];
if (pageNamedInHtml) void pageNamedInHtml.preload().then(renderApp);
else renderApp();
// Offline use (decision 0420), installed once the first screen is in (decision 0861). The
// development server (the one with hot reloading) has no worker: `vite build` makes it.
if (!import.meta.hot) registerServiceWorkerWhenIdle();

/**
 * The first screen the server drew into #root for a signed-out visit is inert and hidden from
 * assistive technology, so nothing is typed into it only to be lost (decision 0853). React has
 * replaced it with the app when this runs, in the same frame: the app takes taps and keys from then
 * on, and its own screen is the one read out.
 */
function FirstScreenHandover({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('aria-hidden');
  }, [root]);
  return null;
}
