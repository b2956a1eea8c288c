import { useMemo, type Dispatch } from 'react';
import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { Tier } from '@pipeproof/contracts';
import { calculateIge, type ReadingsInput } from '@pipeproof/engine';
import {
  EngineWarnings,
  PipeworkSynopsis,
  describeEngineIssues,
  runCalculation,
  type EvaluateResult,
  type SiteRecord,
} from '../../calculator-core';
import type { ServerAnswer } from '../hooks/use-get-test-results';
import type { QuickCalcAction } from '../model/quick-calc-actions';
import type { QuickCalcForm, QuickCalcResult } from '../model/quick-calc-form';
import type { QuickCalcJob } from '../model/quick-calc-job';
import { QUICK_CALC_MESSAGES } from '../model/quick-calc-messages';
import { ComplianceCard } from './compliance-card';
import { ResultsCard } from './results-card';
import { buildResultsCard } from './results-parts';
import { SaveJobCard } from './save-job-card';

export { JobRefusals } from './job-refusals';

export interface CalculatedResultsProps {
  readonly result: QuickCalcResult;
  /** The server's answer to this result; null after a reload (decision 0621). */
  readonly answer: ServerAnswer | null;
  readonly isStale: boolean;
  readonly readings: ReadingsInput;
  readonly site: SiteRecord;
  readonly dispatch: Dispatch<QuickCalcAction>;
  /** For 'Save as Job' under the results card (decision 0439). */
  readonly saveJob: {
    readonly userId: string;
    readonly tier: Tier;
    readonly form: QuickCalcForm;
    readonly job: QuickCalcJob;
    readonly isStoredOnDevice: boolean;
  };
}

/**
 * The results of 'Get Test Results' with the engine's IGE calculations, the readings, the timer and
 * 'Save as Job': code /calc needs only once there is a result, in a chunk of its own loaded on the
 * engineer's first interaction or at once for a stored result (decision 0873). The figures are the
 * server's answer; after a reload the same engine on this device gives them (decision 0621), and
 * it gives the verdicts and next steps from the readings either way.
 */
export function CalculatedResults({
  result,
  answer,
  isStale,
  readings,
  site,
  dispatch,
  saveJob,
}: CalculatedResultsProps) {
  const evaluation = useMemo((): EvaluateResult => {
    try {
      return runCalculation(calculateIge, result.request, readings, describeEngineIssues);
    } catch {
      // The stored request is checked for shape only (quick-calc-storage.ts): one the engine
      // cannot even read is said here, not thrown, so the form stays usable.
      return { ok: false, message: 'the calculation kept on this device could not be read' };
    }
  }, [result, readings]);
  if (!evaluation.ok) {
    return (
      <p
        role="alert"
        className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-base text-red-900"
      >
        These results can no longer be worked out: {evaluation.message}. Check the form and get the
        test results again.
      </p>
    );
  }
  const figures = answer?.resultId === result.id ? answer.output : evaluation.evaluation.output;
  const hasPurgeDirection = Boolean(result.request.project.purgeDirection);
  const card = buildResultsCard(figures, evaluation.evaluation, hasPurgeDirection);
  return (
    <>
      {isStale ? (
        <p className="flex gap-2 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-base text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          The form has changed since these results were calculated. Press '
          {QUICK_CALC_MESSAGES.calculate}' to update them.
        </p>
      ) : null}
      <EngineWarnings warnings={figures.warnings} />
      {card ? (
        <>
          <ResultsCard
            title={card.title}
            resultId={result.id}
            parts={card.parts}
            readings={readings}
            onReadingsChange={(next) => dispatch({ type: 'set-readings', readings: next })}
            site={site}
            onSiteChange={(next) => dispatch({ type: 'set-site', site: next })}
            onTestTimed={(kind) => dispatch({ type: 'mark-timed', resultId: result.id, kind })}
          />
          <SaveJobCard
            {...saveJob}
            result={result}
            evaluation={evaluation.evaluation}
            readings={readings}
            site={site}
            isStale={isStale}
            isIndirectPurge={result.request.project.operationType === 'Purge' && !hasPurgeDirection}
            dispatch={dispatch}
          />
        </>
      ) : (
        <p className="rounded-lg border-2 border-slate-300 bg-white p-4 text-base">
          No test figures: this installation is outside the commercial calculator.{' '}
          <Link to="/industrial" className="font-semibold text-brand underline underline-offset-4">
            Go to the Industrial calculator
          </Link>
        </p>
      )}
      <PipeworkSynopsis volume={figures.volume} />
      <ComplianceCard compliance={evaluation.evaluation.output.compliance} />
    </>
  );
}
