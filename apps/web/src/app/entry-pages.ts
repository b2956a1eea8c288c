import { lazyPage } from './lazy-page';

// The landing and home pages, shared by '/' (RootRoute) and their own routes. Lazy like every
// other page, so a visit straight to a calculator does not download them (architecture.md §4 budget).
export const LandingPage = lazyPage(
  () => import('../features/landing/components/landing-page'),
  'LandingPage',
);
export const HomePage = lazyPage(() => import('../features/home/components/home-page'), 'HomePage');
