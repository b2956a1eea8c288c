import { createLazyEngine } from '../../calculator-core';
import type * as CalculatorEngineModule from './calculator-engine';

export type CalculatorEngine = typeof CalculatorEngineModule;

/** The step calculators' engine (calculator-engine.ts), loaded once per page (decision 0236). */
export const CALCULATOR_ENGINE = createLazyEngine<CalculatorEngine>(
  () => import('./calculator-engine'),
);

/** The calculator engine once it has loaded in this page, else null (decision 0236). */
export const getLoadedCalculatorEngine = CALCULATOR_ENGINE.getLoaded;

/**
 * Loads the calculator engine once per page; offline it comes from the service worker's precache
 * (decision 0420). A failed load is forgotten, so the next call tries again.
 */
export const loadCalculatorEngine = CALCULATOR_ENGINE.load;
