import { calculateIge } from '@pipeproof/engine';
import { describeEngineIssues, runCalculation, type EvaluateResult } from '../../calculator-core';
import type { TestRun } from './calculator-draft';

/** The run's figures and verdicts, recomputed by the engine from the inputs and readings. */
export function evaluateRun(run: TestRun): EvaluateResult {
  return runCalculation(calculateIge, run.input, run.readings, describeEngineIssues);
}
