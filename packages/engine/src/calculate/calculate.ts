import type { CalculationInput } from './calculation-input';
import type { CalculationResult } from './calculation-output';
import { calculateWith } from './calculate-with';
import { isIgeCalculation } from './normalise-calculation-input';
import { runDomestic } from './run-domestic';
import { runIge } from './run-ige';
import { checkDomesticRequirements } from '../domestic/check-domestic-requirements';

/**
 * The one entry point for POST /api/calculate and the calculators: checks the input (every
 * problem named by field), then computes the volume, the chosen operation's figures, the
 * verdict from any readings, warnings and compliance — for the commercial, industrial and
 * domestic calculators. Never throws for bad input.
 */
export function calculate(input: CalculationInput): CalculationResult {
  return calculateWith(
    input,
    (n) => (isIgeCalculation(n) ? runIge(n) : runDomestic(n)),
    checkDomesticRequirements,
  );
}
