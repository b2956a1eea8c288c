import type {
  CalculationInput,
  CalculationOutput,
  CalculationResult,
  ReadingsInput,
  Verdict,
} from '@pipeproof/engine';
import type { TestKind } from '../test-run/types';

export interface RunEvaluation {
  readonly output: CalculationOutput;
  /** Why the readings could not be judged (e.g. a gas content above 100 %), else null. */
  readonly readingsProblem: string | null;
}

export type EvaluateResult =
  | { readonly ok: true; readonly evaluation: RunEvaluation }
  | { readonly ok: false; readonly message: string };

/** An input the engine refused: the field's path in the calculation, and why. */
export interface EngineIssue {
  readonly field: string;
  readonly reason: string;
}

/** The engine's issues as one sentence for the 'Calculation Error' toast (product.md §8). */
export type DescribeEngineIssues = (
  issues: readonly EngineIssue[],
  input: CalculationInput,
) => string;

/**
 * The issues with the fields as the engine names them. The IGE calculators pass
 * `describeEngineIssues` (engine-field-labels.ts), which names them as their pages do; it is
 * loaded with their engine, not with every calculator's first screen (decision 0880).
 */
const listEngineIssues: DescribeEngineIssues = (issues) =>
  issues.map((issue) => `${issue.field}: ${issue.reason}`).join('; ');

/**
 * The figures and verdicts of a calculation with the readings taken, worked out by the engine on
 * every change (≈ 0.1 ms, decision 0410): a reading the engine refuses leaves the figures and
 * says why the verdict waits.
 */
export function runCalculation(
  // The engine's entry point for the page's calculator, named by each caller: calculateIge for
  // the commercial and industrial calculators, calculateDomestic for /domestic, so that neither
  // loads the other's calculation (decisions 0820, 0235).
  calculate: (input: CalculationInput) => CalculationResult,
  input: CalculationInput,
  readings: ReadingsInput = {},
  describeIssues: DescribeEngineIssues = listEngineIssues,
): EvaluateResult {
  const withReadings = calculate({ ...input, readings });
  if (withReadings.ok)
    return { ok: true, evaluation: { output: withReadings.output, readingsProblem: null } };
  const readingIssues = withReadings.errors.filter((issue) => issue.field.startsWith('readings.'));
  if (readingIssues.length === 0)
    return { ok: false, message: describeIssues(withReadings.errors, input) };
  // The readings the engine refused are left out and the others judged: a refused tightness drop
  // must not take away the let-by PASS before it, nor the stage its field is on (decision 0894).
  const refused = new Set(readingIssues.map((issue) => issue.field.slice('readings.'.length)));
  const kept = Object.fromEntries(Object.entries(readings).filter(([key]) => !refused.has(key)));
  const withKept = calculate({ ...input, readings: kept });
  const judged = withKept.ok ? withKept : calculate(input);
  if (!judged.ok) return { ok: false, message: describeIssues(judged.errors, input) };
  return {
    ok: true,
    evaluation: {
      output: judged.output,
      readingsProblem: readingIssues.map((issue) => issue.reason).join('; '),
    },
  };
}

const PENDING_READINGS: Verdict = { status: 'PENDING', reasons: [] };

/** The verdict of one test kind in an output; PENDING when the readings could not be judged. */
export function verdictFor(evaluation: RunEvaluation, kind: TestKind): Verdict {
  const { output, readingsProblem } = evaluation;
  if (readingsProblem !== null) return { status: 'PENDING', reasons: [readingsProblem] };
  switch (kind) {
    case 'strength':
      return output.strengthTest?.verdict ?? PENDING_READINGS;
    case 'let-by':
      return output.letByTest?.verdict ?? PENDING_READINGS;
    case 'tightness':
      return output.tightnessTest?.verdict ?? PENDING_READINGS;
    case 'purge':
      return output.purge?.verdict ?? PENDING_READINGS;
  }
}
