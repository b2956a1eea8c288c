import { describeCertificateBar } from '@pipeproof/contracts';
import { calculateIge } from '@pipeproof/engine';
import type { EvaluateResult } from '../../calculator-core';
import type { CompletedTest } from './calculator-draft';

/**
 * Why the server would refuse this job's certificate, read here before a button is pressed
 * (decisions 0890, 0892): the last run's notices (its inputs are the job's calculation) and every
 * completed test's, as the server reads them. Null when nothing bars one.
 */
export function findCertificateBar(
  runResult: EvaluateResult | null,
  completedTests: readonly CompletedTest[],
): string | null {
  if (runResult?.ok) {
    const bar = describeCertificateBar(runResult.evaluation.output.warnings);
    if (bar) return bar;
  }
  for (const test of completedTests) {
    const result = calculateIge(test.calculation);
    const bar = result.ok ? describeCertificateBar(result.output.warnings) : null;
    if (bar) return bar;
  }
  return null;
}
