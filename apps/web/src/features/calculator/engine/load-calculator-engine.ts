import type * as CalculatorEngineModule from './calculator-engine';

export type CalculatorEngine = typeof CalculatorEngineModule;

let loadedEngine: CalculatorEngine | null = null;
let loadingEngine: Promise<CalculatorEngine> | null = null;
const whenLoaded = new Set<() => void>();

/**
 * Calls `listener` when the engine has loaded, whoever asked for it (the first interaction, a
 * section shown before it, Calculate): for `useSyncExternalStore`. Returns the unsubscribe.
 */
export function subscribeToCalculatorEngine(listener: () => void): () => void {
  whenLoaded.add(listener);
  return () => whenLoaded.delete(listener);
}

/** The calculator engine once it has loaded in this page, else null (decision 0236). */
export function getLoadedCalculatorEngine(): CalculatorEngine | null {
  return loadedEngine;
}

/**
 * Loads the calculator engine once per page; offline it comes from the service worker's precache
 * (decision 0420). A failed load is forgotten, so the next call tries again.
 */
export function loadCalculatorEngine(): Promise<CalculatorEngine> {
  loadingEngine ??= import('./calculator-engine').then(
    (engine) => {
      loadedEngine = engine;
      for (const listener of whenLoaded) listener();
      return engine;
    },
    (error: unknown) => {
      loadingEngine = null;
      throw error;
    },
  );
  return loadingEngine;
}
