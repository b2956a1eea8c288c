import type { Dispatch } from 'react';
import { ArrowRight, CircleX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  letByFigures,
  letByTimer,
  purgeFigures,
  purgeTimer,
  strengthFigures,
  strengthTimer,
  tightnessFigures,
  tightnessTimer,
  verdictFor,
  type RunEvaluation,
} from '../../calculator-core';
import type { TestRun } from '../model/calculator-draft';
import { CALCULATOR_MESSAGES } from '../model/calculator-messages';
import type { DraftAction } from '../model/draft-actions';
import { TestResultCard } from './test-result-card';

interface RunCardsProps {
  run: TestRun;
  evaluation: RunEvaluation;
  dispatch: Dispatch<DraftAction>;
  onContinueAfterLetBy: () => void;
  onChooseDirection: () => void;
}

/** The card(s) of the test being run: for an existing installation, the let-by test first. */
export function RunCards({
  run,
  evaluation,
  dispatch,
  onContinueAfterLetBy,
  onChooseDirection,
}: RunCardsProps) {
  const { output } = evaluation;
  const common = {
    readings: run.readings,
    onReadingsChange: (readings: TestRun['readings']) =>
      dispatch({ type: 'set-readings', readings }),
  };
  if (output.strengthTest) {
    const s = output.strengthTest;
    return (
      <TestResultCard
        {...common}
        title="Strength Test"
        kind="strength"
        figures={strengthFigures(s)}
        timer={strengthTimer(s)}
        timerKey={run.clientId}
        verdict={verdictFor(evaluation, 'strength')}
        isLocked={run.isRecorded}
      />
    );
  }
  if (output.purge) {
    const p = output.purge;
    const hasDirection = Boolean(run.input.project.purgeDirection);
    return (
      <TestResultCard
        {...common}
        title="Purge"
        kind="purge"
        figures={purgeFigures(p)}
        timer={hasDirection ? purgeTimer(p) : null}
        timerKey={run.clientId}
        verdict={verdictFor(evaluation, 'purge')}
        isLocked={run.isRecorded}
      >
        {hasDirection ? null : (
          <div className="flex flex-col gap-3 rounded-lg border-2 border-sky-700 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-base text-sky-950">
              Choose the purge direction to start the timer and record the readings.
            </p>
            <Button variant="secondary" className="shrink-0" onClick={onChooseDirection}>
              Choose Purge Direction
            </Button>
          </div>
        )}
      </TestResultCard>
    );
  }
  const t = output.tightnessTest;
  if (!t) return null;
  const l = output.letByTest;
  const letByVerdict = verdictFor(evaluation, 'let-by');
  const tightnessCard = (
    <TestResultCard
      {...common}
      title="Tightness Test"
      kind="tightness"
      figures={tightnessFigures(t)}
      timer={tightnessTimer(t)}
      timerKey={`${run.clientId}-tightness`}
      verdict={verdictFor(evaluation, 'tightness')}
      isLocked={run.isRecorded}
    />
  );
  if (!l) return tightnessCard;
  return (
    <>
      <TestResultCard
        {...common}
        title="Let-by Test"
        kind="let-by"
        figures={letByFigures(l)}
        timer={letByTimer(l)}
        timerKey={`${run.clientId}-let-by`}
        verdict={letByVerdict}
        isLocked={run.isLetByDone || run.isRecorded}
      >
        <p className="text-base text-slate-800">
          Existing installation: the let-by test comes first. The tightness test follows once it
          passes.
        </p>
      </TestResultCard>
      {run.isLetByDone ? tightnessCard : null}
      {!run.isLetByDone && letByVerdict.status === 'PASS' ? (
        <Button size="lg" className="w-full sm:w-auto sm:self-start" onClick={onContinueAfterLetBy}>
          Continue to Tightness Test
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : null}
      {letByVerdict.status === 'FAIL' ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-base font-semibold text-red-900"
        >
          <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {CALCULATOR_MESSAGES.letByFailed}
        </p>
      ) : null}
    </>
  );
}
