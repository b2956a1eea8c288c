import type { CalculationOutput } from '@pipeproof/engine';
import { describeTest, type RunEvaluation, type TestKind } from '../../calculator-core';
import type { ResultsPart } from './results-card';

export const INDIRECT_PURGE_NOTE =
  'An indirect purge (inert gas) has no PASS or FAIL here: IGE/UP/1 gives its gas-content criterion for direct purges only. Record the analyser readings in your own report.';

/**
 * The answer's test parameters with the verdicts (and the leak rate measured from the readings)
 * of the engine run with the readings, so figures that depend on a reading follow it too.
 */
function withVerdicts(figures: CalculationOutput, judged: CalculationOutput): CalculationOutput {
  const judge = <T extends { verdict: unknown }>(test: T | null, from: T | null): T | null =>
    test && from ? { ...test, verdict: from.verdict } : test;
  return {
    ...figures,
    strengthTest: judge(figures.strengthTest, judged.strengthTest),
    letByTest: judge(figures.letByTest, judged.letByTest),
    tightnessTest: judge(figures.tightnessTest, judged.tightnessTest),
    purge: judge(figures.purge, judged.purge),
  };
}

export interface ResultsCardContent {
  readonly title: string;
  readonly parts: readonly ResultsPart[];
}

/**
 * The results card for the operation calculated (product.md §2: Purge, Strength or Tightness results):
 * figures from `figures` (the server's answer), verdicts from `evaluation` (the engine with the
 * readings). A purge without a direction is an indirect purge (decision 0620). Null when the engine gave no test (a blocking scope warning, IV above 1 m³).
 */
export function buildResultsCard(
  figures: CalculationOutput,
  evaluation: RunEvaluation,
  hasPurgeDirection: boolean,
): ResultsCardContent | null {
  const judged = withVerdicts(figures, evaluation.output);
  const part = (kind: TestKind, name: string): ResultsPart | null => {
    const test = describeTest(kind, judged, evaluation);
    return test && { ...test, name };
  };
  const strength = part('strength', 'Strength test');
  if (strength) return { title: 'Strength Test Results', parts: [strength] };
  const purge = part('purge', 'Purge');
  if (purge) {
    return {
      title: 'Purge Results',
      parts: [hasPurgeDirection ? purge : { ...purge, noReadingsNote: INDIRECT_PURGE_NOTE }],
    };
  }
  const tightness = part('tightness', 'Tightness test');
  if (!tightness) return null;
  const letBy = part('let-by', 'Let-by test');
  return { title: 'Tightness Test Results', parts: letBy ? [letBy, tightness] : [tightness] };
}
