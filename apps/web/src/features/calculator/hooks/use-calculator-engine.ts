import { useLazyEngine } from '../../calculator-core';
import { CALCULATOR_ENGINE, type CalculatorEngine } from '../engine/load-calculator-engine';

/**
 * The calculator engine, or null until it has loaded (decision 0236): on the first interaction,
 * or at once for a stored draft or an opened job (`isNeededAtOnce`). What is typed meanwhile is
 * kept in the draft (the reducer needs no engine) and computed once it is in; the sections after
 * Job Details come with it (decision 0847).
 */
export function useCalculatorEngine(isNeededAtOnce: boolean): CalculatorEngine | null {
  return useLazyEngine(CALCULATOR_ENGINE, isNeededAtOnce);
}
