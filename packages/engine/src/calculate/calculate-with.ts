import { EngineInputError } from '../errors';
import type { DomesticRequirementsCheck } from './check-operation-requirements';
import type { CalculationInput } from './calculation-input';
import type { CalculationOutput, CalculationResult } from './calculation-output';
import {
  normaliseCalculationInput,
  type NormalisedCalculation,
} from './normalise-calculation-input';

/**
 * Checks the input (every problem named by field; a domestic input only with `checkDomestic`),
 * then runs it: an EngineInputError found on the
 * way becomes the answer's one issue. Never throws for bad input.
 */
export function calculateWith(
  input: CalculationInput,
  run: (n: NormalisedCalculation) => CalculationOutput,
  checkDomestic: DomesticRequirementsCheck | null,
): CalculationResult {
  const normalised = normaliseCalculationInput(input, checkDomestic);
  if (!normalised.ok) return normalised;
  try {
    return { ok: true, output: run(normalised.value) };
  } catch (error) {
    if (error instanceof EngineInputError) return { ok: false, errors: [error.toIssue()] };
    throw error;
  }
}
