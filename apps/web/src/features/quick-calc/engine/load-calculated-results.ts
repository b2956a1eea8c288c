import { createLazyEngine } from '../../calculator-core';
import type * as CalculatedResultsModule from '../components/calculated-results';

export type CalculatedResultsCode = typeof CalculatedResultsModule;

/**
 * /calc's results with the engine's IGE calculations (calculated-results.tsx), loaded once per
 * page: on the engineer's first interaction, or at once for a stored result (decision 0873).
 */
export const CALCULATED_RESULTS = createLazyEngine<CalculatedResultsCode>(
  () => import('../components/calculated-results'),
);
