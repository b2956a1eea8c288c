import { createElement, lazy, useState, type ComponentType } from 'react';
import { asCodeFetchFailure } from '../lib/code-fetch-failure';
import { newReleaseReload } from '../lib/new-release-reload';
import { PageErrorBoundary } from './page-error-boundary';

/** A page from `lazyPage`, with a way to load its chunk before it is first drawn. */
export interface LazyPageComponent {
  (): ReturnType<typeof createElement>;
  /** Starts loading the page's chunk (once); settles when it has loaded or failed. */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a module's named export, so every page keeps a named export (house style) and
 * still gets its own chunk. A page whose chunk fails to load reloads once into the new release
 * (the chunk is gone after a deploy), else says so in place of the page (docs/decisions/0420).
 *
 * A page whose chunk is already in (`preload`, or an earlier visit) is drawn at once, not through
 * React.lazy: a lazy component waits behind its fallback for at least a microtask, and React holds
 * back content that follows a fallback by 300 ms to avoid a flash (decision 0851).
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyPageComponent {
  let loading: Promise<M> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    });
    return loading;
  };
  const Page = lazy(async () => {
    let module: M;
    try {
      module = await loadOnce();
    } catch (error) {
      // Keep the layout's spinner until the new build has loaded.
      if (newReleaseReload.reload()) return new Promise<never>(() => undefined);
      throw asCodeFetchFailure(error);
    }
    return { default: module[name] as ComponentType };
  });
  // The boundary inside each page resets on navigation: another route is another component.
  function LazyPage() {
    // Chosen once per mount, so a page first drawn through React.lazy is never mounted again.
    const [Loaded] = useState<ComponentType | undefined>(() => loaded);
    return createElement(PageErrorBoundary, null, createElement(Loaded ?? Page));
  }
  LazyPage.preload = () =>
    loadOnce().then(
      () => undefined,
      // The failure is met again, and handled, when the page is drawn (above).
      () => undefined,
    );
  return LazyPage;
}
