import { calculateIge, type CalculationInput } from '@pipeproof/engine';
import { describeEngineIssues, runCalculation, type EvaluateResult } from '../../calculator-core';
import {
  calculationError,
  calculationFallback,
  type PreparedCalculation,
} from './prepare-calculation';

/** The engine in this browser: the input back when it gives figures, else the product.md §8 toast. */
export function checkInBrowser(input: CalculationInput): PreparedCalculation {
  const fallback = calculationFallback(input.calculatorType);
  let outcome: EvaluateResult;
  try {
    outcome = runCalculation(calculateIge, input, {}, describeEngineIssues);
  } catch {
    return calculationError(fallback);
  }
  if (!outcome.ok) return calculationError(outcome.message || fallback);
  const blocking = outcome.evaluation.output.warnings.find((w) => w.severity === 'blocking');
  if (blocking) return calculationError(blocking.message);
  return { ok: true, input };
}
