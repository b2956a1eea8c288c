import { Fragment, type Dispatch, type ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { standardFor } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import {
  EngineWarnings,
  type EvaluateResult,
  PipeworkSynopsis,
  SiteDetails,
  type SiteRecord,
  TimerNotRunDialog,
  type TimerQuestion,
  verdictFor,
} from '../../calculator-core';
import type { TestRun } from '../model/calculator-draft';
import type { DraftAction } from '../model/draft-actions';
import { currentTestKind } from '../model/test-runs';
import { RunActions } from './run-actions';
import { RunCards } from './run-cards';
import { SectionCard } from './section-card';

export interface RunHandlers {
  readonly onRecalculate: () => void;
  readonly onRecord: () => void;
  /**
   * Records the let-by PASS and opens the tightness test; `then` runs once it is recorded (the
   * tightness timer's Start, decision 0448), not at all when the timer question is declined.
   */
  readonly onContinueAfterLetBy: (then?: () => void) => void;
  /** A failed let-by test, recorded with the action taken (decision 0414). */
  readonly onRecordLetByFail: () => void;
  readonly onStartNext: (next: 'Tightness Test' | 'Purge') => void;
  readonly onRepeat: () => void;
  readonly onChooseDirection: () => void;
  /** The open 'Record without the timer?' question (product.md §4, decision 0414), or null. */
  readonly timerQuestion: TimerQuestion | null;
  /**
   * Times the question was answered 'Go Back': the certificate buttons start afresh, so a press
   * that was waiting for the record is let go (decision 0414).
   */
  readonly declinedCount: number;
}

interface ResultsSectionProps {
  run: TestRun;
  result: EvaluateResult;
  isStale: boolean;
  site: SiteRecord;
  dispatch: Dispatch<DraftAction>;
  step: number;
  handlers: RunHandlers;
  /** 'Print Report' and 'Export PDF' (decision 0430, product.md §2 results card). */
  certificate?: ReactNode;
}

/** Step 7: the engine's figures, the timer, the readings and the verdict, then the synopsis. */
export function ResultsSection({
  run,
  result,
  isStale,
  site,
  dispatch,
  step,
  handlers,
  certificate = null,
}: ResultsSectionProps) {
  const kind = currentTestKind(run);
  return (
    <SectionCard
      sectionId="results"
      step={step}
      title="Results"
      description={`${run.testType} · ${standardFor(run.input.calculatorType)}`}
    >
      <div className="flex flex-col gap-5">
        {isStale ? (
          <div className="flex flex-col gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex gap-2 text-base text-amber-950">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              The inputs have changed since these results were calculated.
            </p>
            <Button variant="secondary" className="shrink-0" onClick={handlers.onRecalculate}>
              <RefreshCw aria-hidden="true" />
              Recalculate
            </Button>
          </div>
        ) : null}
        {result.ok ? (
          <>
            <EngineWarnings warnings={result.evaluation.output.warnings} />
            <RunCards
              run={run}
              evaluation={result.evaluation}
              dispatch={dispatch}
              onContinueAfterLetBy={handlers.onContinueAfterLetBy}
              onRecordLetByFail={handlers.onRecordLetByFail}
              onRepeat={handlers.onRepeat}
              onChooseDirection={handlers.onChooseDirection}
            />
            <SiteDetails
              value={site}
              onChange={(next) => dispatch({ type: 'set-site', site: next })}
            />
            {kind === 'let-by' ? null : (
              <RunActions
                run={run}
                status={verdictFor(result.evaluation, kind).status}
                onRecord={handlers.onRecord}
                onStartNext={handlers.onStartNext}
                onRepeat={handlers.onRepeat}
                onActionNoteChange={(text) => dispatch({ type: 'set-action-note', text })}
              />
            )}
            <Fragment key={handlers.declinedCount}>{certificate}</Fragment>
            <TimerNotRunDialog question={handlers.timerQuestion} />
            <PipeworkSynopsis volume={result.evaluation.output.volume} />
          </>
        ) : (
          <p
            role="alert"
            className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-base text-red-900"
          >
            These results can no longer be worked out: {result.message}. Check the inputs and
            recalculate.
          </p>
        )}
      </div>
    </SectionCard>
  );
}
