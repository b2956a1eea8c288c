import { findCalculationGate, type Tier } from '@pipeproof/contracts';
import { calculateIge, type CalculationInput, type CalculatorType } from '@pipeproof/engine';
import { runCalculation, type EvaluateResult, type ToastMessage } from '../../calculator-core';
import { buildCalculationInput } from './build-calculation-input';
import type { CalculatorDraft } from './calculator-draft';
import { CALCULATOR_MESSAGES } from './calculator-messages';
import { validateBeforeCalculate } from './validate-calculation';

export type PreparedCalculation =
  | { readonly ok: true; readonly input: CalculationInput }
  | { readonly ok: false; readonly message: ToastMessage };

/** product.md §8: each step calculator's own fallback sentence for a calculation that fails. */
export function calculationFallback(calculatorType: CalculatorType): string {
  return calculatorType === 'industrial'
    ? CALCULATOR_MESSAGES.industrialCalculationFallback
    : CALCULATOR_MESSAGES.commercialCalculationFallback;
}

function calculationError(description: string): PreparedCalculation {
  return { ok: false, message: { title: CALCULATOR_MESSAGES.calculationErrorTitle, description } };
}

function gateRequest(input: CalculationInput) {
  return {
    calculatorType: input.calculatorType,
    project: { operationType: input.project.operationType },
    pipeConfigurations: input.pipeConfigurations.map((line) => ({
      nominalSize: Number(line.nominalSize),
    })),
    purgeConfigurations: (input.purgeConfigurations ?? []).map((line) => ({
      nominalSize: Number(line.nominalSize),
    })),
  };
}

/**
 * The calculation the draft describes, or the toast that stops it: the product.md §5 checks, then the
 * tier gate of product.md §6 (the one policy the server applies too).
 */
export function prepareCalculation(draft: CalculatorDraft, tier: Tier): PreparedCalculation {
  const problem = validateBeforeCalculate(draft);
  if (problem) return { ok: false, message: problem };
  const input = buildCalculationInput(draft);
  if (input === null) return calculationError(calculationFallback(draft.calculatorType));
  const gate = findCalculationGate(tier, gateRequest(input));
  if (gate) {
    return {
      ok: false,
      message: { title: CALCULATOR_MESSAGES.subscriptionRequiredTitle, description: gate.message },
    };
  }
  return { ok: true, input };
}

/** The engine in this browser: the input back when it gives figures, else the product.md §8 toast. */
export function checkInBrowser(input: CalculationInput): PreparedCalculation {
  const fallback = calculationFallback(input.calculatorType);
  let outcome: EvaluateResult;
  try {
    outcome = runCalculation(calculateIge, input);
  } catch {
    return calculationError(fallback);
  }
  if (!outcome.ok) return calculationError(outcome.message || fallback);
  const blocking = outcome.evaluation.output.warnings.find((w) => w.severity === 'blocking');
  if (blocking) return calculationError(blocking.message);
  return { ok: true, input };
}
