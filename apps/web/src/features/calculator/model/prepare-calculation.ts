import { findCalculationGate, type Tier } from '@pipeproof/contracts';
import type { CalculationInput, CalculatorType } from '@pipeproof/engine';
import type { ToastMessage } from '../../calculator-core';
import { buildCalculationInput } from './build-calculation-input';
import type { CalculatorDraft } from './calculator-draft';
import { CALCULATION_MESSAGES } from './calculation-messages';
import { validateBeforeCalculate } from './validate-calculation';

export type PreparedCalculation =
  | { readonly ok: true; readonly input: CalculationInput }
  | { readonly ok: false; readonly message: ToastMessage };

/** product.md §8: each step calculator's own fallback sentence for a calculation that fails. */
export function calculationFallback(calculatorType: CalculatorType): string {
  return calculatorType === 'industrial'
    ? CALCULATION_MESSAGES.industrialCalculationFallback
    : CALCULATION_MESSAGES.commercialCalculationFallback;
}

/** product.md §8's 'Calculation Error' toast with the reason. */
export function calculationError(description: string): PreparedCalculation {
  return { ok: false, message: { title: CALCULATION_MESSAGES.calculationErrorTitle, description } };
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
      message: { title: CALCULATION_MESSAGES.subscriptionRequiredTitle, description: gate.message },
    };
  }
  return { ok: true, input };
}
