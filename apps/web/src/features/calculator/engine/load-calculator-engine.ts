import type * as CalculatorEngineModule from './calculator-engine';

export type CalculatorEngine = typeof CalculatorEngineModule;

let loadedEngine: CalculatorEngine | null = null;
let loadingEngine: Promise<CalculatorEngine> | null = null;

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
      return engine;
    },
    (error: unknown) => {
      loadingEngine = null;
      throw error;
    },
  );
  return loadingEngine;
}
