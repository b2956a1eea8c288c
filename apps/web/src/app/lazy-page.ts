import { createElement, lazy, type ComponentType } from 'react';
import { newReleaseReload } from '../lib/new-release-reload';
import { PageErrorBoundary } from './page-error-boundary';

/**
 * React.lazy for a module's named export, so every page keeps a named export (house style) and
 * still gets its own chunk. A page whose chunk fails to load reloads once into the new release
 * (the chunk is gone after a deploy), else says so in place of the page (docs/decisions/0420).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  const Page = lazy(async () => {
    let module: M;
    try {
      module = await load();
    } catch (error) {
      // Keep the layout's spinner until the new build has loaded.
      if (newReleaseReload.reload()) return new Promise<never>(() => undefined);
      throw error;
    }
    return { default: module[name] as ComponentType };
  });
  // The boundary inside each page resets on navigation: another route is another component.
  return function LazyPage() {
    return createElement(PageErrorBoundary, null, createElement(Page));
  };
}
