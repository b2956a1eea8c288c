import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { OFFLINE_MESSAGE } from './apply-server-error';
import { fetchOnDemand } from './fetch-on-demand';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  /** The form's resolver: waits for the checks, then answers as they do. */
  readonly resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts fetching the checks (the form's first focus), so the first submit need not wait. */
  readonly preload: () => void;
}

/**
 * A react-hook-form resolver loaded with import() when the engineer first focuses the form (or
 * submits it), so that zod and the contract's schema are not part of the page's first load
 * (decision 0878). The service worker keeps the module for offline use; if it cannot be fetched
 * (no signal before the app was ever stored), nothing is sent, the form says why above it, and the
 * next submit tries again.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  const fetchChecks = fetchOnDemand(load);
  return {
    preload: () => void fetchChecks().catch(() => undefined),
    resolver: async (values, context, options) => {
      let resolver: Resolver<TInput, unknown, TOutput>;
      try {
        resolver = await fetchChecks();
      } catch {
        // Only `root` is set, which every form's errors may hold; TypeScript cannot see that for
        // a form type it does not know yet.
        const errors = { root: { server: { type: 'unavailable', message: OFFLINE_MESSAGE } } };
        return { values: {}, errors: errors as unknown as FieldErrors<TInput> };
      }
      return resolver(values, context, options);
    },
  };
}
