import type { CalculationInput } from './calculation-input';
import type { CalculationResult } from './calculation-output';
import { calculateWith } from './calculate-with';
import { isIgeCalculation } from './normalise-calculation-input';
import { runIge } from './run-ige';

/**
 * calculate() for the commercial and industrial calculators only: the same answer, from the
 * same code, for those calculator types; a domestic input is refused on `calculatorType`. It
 * lets the pages of those calculators load without the domestic calculation (decision 0820).
 */
export function calculateIge(input: CalculationInput): CalculationResult {
  // Without the domestic checks the normalisation refuses a domestic input on calculatorType.
  return calculateWith(
    input,
    (n) => {
      /* v8 ignore next -- a domestic input is refused before it is run (see above) */
      if (!isIgeCalculation(n)) throw new TypeError('a domestic input reached calculateIge');
      return runIge(n);
    },
    null,
  );
}
