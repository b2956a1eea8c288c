import { lazyPage } from './lazy-page';

// The landing and home pages, shared by '/' (RootRoute) and their own routes. Lazy like every
// other page, so a visit straight to a calculator does not download them (architecture.md §4 budget).
const loadLandingPage = () => import('../features/landing/components/landing-page');
export const LandingPage = lazyPage(loadLandingPage, 'LandingPage');

/**
 * Starts downloading the landing page while '/' waits for the session check, so a first visit
 * does not wait for the check and then for the page (decision 0234). The browser fetches a module
 * once: the lazy page then finds it loaded.
 */
export function preloadLandingPage(): void {
  // A failure here is met again, and handled, when the page itself loads.
  loadLandingPage().catch(() => undefined);
}
export const HomePage = lazyPage(() => import('../features/home/components/home-page'), 'HomePage');
