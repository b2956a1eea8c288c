import { EngineInputError } from '../errors';
import { checkDomesticRequirements } from '../domestic/check-domestic-requirements';
import type { CalculationInput } from './calculation-input';
import type { CalculationResult } from './calculation-output';
import { calculateWith } from './calculate-with';
import { isIgeCalculation } from './normalise-calculation-input';
import { runDomestic } from './run-domestic';

/**
 * calculate() for the domestic calculator only (IGEM/UP/1B Edition 4, standards.md §7): the same
 * answer, from the same code, for a domestic input; a commercial or industrial input is refused on
 * `calculatorType`. The counterpart of calculateIge(): it lets the domestic page load without the
 * IGE/UP/1 and IGE/UP/1A calculations (decisions 0820, 0235).
 */
export function calculateDomestic(input: CalculationInput): CalculationResult {
  return calculateWith(
    input,
    (n) => {
      if (isIgeCalculation(n)) {
        throw new EngineInputError({
          field: 'calculatorType',
          code: 'not_applicable',
          reason:
            'the commercial and industrial calculators are worked out by calculate() or calculateIge(), not calculateDomestic()',
        });
      }
      return runDomestic(n);
    },
    checkDomesticRequirements,
  );
}
