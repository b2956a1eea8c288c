import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppFrame } from './app/app-frame';
import { PAGES_NAMED_IN_HTML, PAGES_NAMED_IN_SIGNED_OUT_HTML } from './app/router';
import { rememberedUser } from './lib/device/device-session';
import { hasSealedWork } from './lib/device/device-storage';
import { hydratesFirstScreen, wasServedSignedOut } from './lib/first-screen';
import { reloadOnFailedPreload } from './lib/new-release-reload';
import { registerServiceWorkerWhenIdle } from './lib/register-service-worker';
import './styles.css';

// Before anything renders: a page open across a deploy reloads into it (docs/decisions/0420).
reloadOnFailedPreload();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
const app = (
  <AppFrame root={root}>
    <App />
  </AppFrame>
);
// The landing page's first screen, sent to a device that holds nothing of an engineer (no one
// remembered, no work sealed, whose notice the copy lacks), is taken over as it stands; any other
// page is drawn over its copy (decision 0866).
const hydrates = hydratesFirstScreen(
  wasServedSignedOut,
  window.location.pathname,
  rememberedUser() !== null || hasSealedWork(),
);
const renderApp = () => {
  // As a transition, the first render is done in slices that leave the main thread free between
  // them, instead of one long task a cheap phone cannot answer a tap during (decision 0234).
  startTransition(() => {
    if (hydrates) hydrateRoot(root, app);
    else createRoot(root).render(app);
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
