import type { Dispatch } from 'react';
import { ArrowRight, CircleX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { describeTest, type RunEvaluation, type TestKind } from '../../calculator-core';
import type { TestRun } from '../model/calculator-draft';
import { CALCULATION_MESSAGES } from '../model/calculation-messages';
import type { DraftAction } from '../model/draft-actions';
import { LetByFailRecord } from './let-by-fail-record';
import { TestResultCard } from './test-result-card';

interface RunCardsProps {
  run: TestRun;
  evaluation: RunEvaluation;
  dispatch: Dispatch<DraftAction>;
  onContinueAfterLetBy: (then?: () => void) => void;
  onRecordLetByFail: () => void;
  onRepeat: () => void;
  onChooseDirection: () => void;
}

/** The card(s) of the test being run: for an existing installation, the let-by test first. */
export function RunCards({
  run,
  evaluation,
  dispatch,
  onContinueAfterLetBy,
  onRecordLetByFail,
  onRepeat,
  onChooseDirection,
}: RunCardsProps) {
  const test = (kind: TestKind) => describeTest(kind, evaluation.output, evaluation);
  const common = {
    readings: run.readings,
    onReadingsChange: (readings: TestRun['readings']) =>
      dispatch({ type: 'set-readings', readings }),
  };
  const markTimed = (kind: TestKind) => () => dispatch({ type: 'mark-timed', kind });
  const unmarkTimed = (kind: TestKind) => () => dispatch({ type: 'unmark-timed', kind });
  const strength = test('strength');
  if (strength) {
    return (
      <TestResultCard
        {...common}
        {...strength}
        title="Strength Test"
        timerKey={run.clientId}
        isLocked={run.isRecorded}
        onTimed={markTimed('strength')}
        onTimingVoided={unmarkTimed('strength')}
      />
    );
  }
  const purge = test('purge');
  if (purge) {
    const hasDirection = Boolean(run.input.project.purgeDirection);
    return (
      <TestResultCard
        {...common}
        {...purge}
        title="Purge"
        timer={hasDirection ? purge.timer : null}
        timerKey={run.clientId}
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
  const tightness = test('tightness');
  if (!tightness) return null;
  const letBy = test('let-by');
  // After a let-by PASS the tightness test is shown at once: its timer's Start records the let-by
  // and begins stabilisation in one press, once the engineer has raised the pressure; its
  // readings wait for that record (decision 0448). 'Continue' does the same without the timer.
  const isWaitingForLetBy = Boolean(letBy) && !run.isLetByDone;
  const tightnessCard = (
    <TestResultCard
      {...common}
      {...tightness}
      title="Tightness Test"
      timerKey={`${run.clientId}-tightness`}
      isLocked={run.isRecorded}
      onTimed={markTimed('tightness')}
      onTimingVoided={unmarkTimed('tightness')}
      onTimerStartRequest={isWaitingForLetBy ? (start) => onContinueAfterLetBy(start) : undefined}
      beforeReadings={
        isWaitingForLetBy ? (
          <div className="flex flex-col gap-3 rounded-lg border-2 border-sky-700 bg-sky-50 p-4">
            <p className="text-base text-sky-950">
              The let-by test passed. Raise the pressure to the test pressure, then press Start: the
              let-by PASS is recorded and stabilisation begins.
            </p>
            <Button
              size="lg"
              variant="secondary"
              className="w-full sm:w-auto sm:self-start"
              onClick={() => onContinueAfterLetBy()}
            >
              Continue to Tightness Test
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        ) : null
      }
    />
  );
  if (!letBy) return tightnessCard;
  return (
    <>
      <TestResultCard
        {...common}
        {...letBy}
        title="Let-by Test"
        timerKey={`${run.clientId}-let-by`}
        isLocked={run.isLetByDone || run.isRecorded}
        onTimed={markTimed('let-by')}
        onTimingVoided={unmarkTimed('let-by')}
      >
        <p className="text-base text-slate-800">
          Existing installation: the let-by test comes first. The tightness test follows once it
          passes.
        </p>
      </TestResultCard>
      {run.isLetByDone || letBy.verdict.status === 'PASS' ? tightnessCard : null}
      {letBy.verdict.status === 'FAIL' ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-base font-semibold text-red-900"
        >
          <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {CALCULATION_MESSAGES.letByFailed}
        </p>
      ) : null}
      {!run.isLetByDone && letBy.verdict.status === 'FAIL' ? (
        // product.md §4: a let-by FAIL is recorded with the action taken; the tightness test
        // stays blocked until a let-by test passes (decision 0414).
        <LetByFailRecord
          actionNote={run.actionNote}
          isRecorded={run.isRecorded}
          onActionNoteChange={(text) => dispatch({ type: 'set-action-note', text })}
          onRecord={onRecordLetByFail}
          onRepeat={onRepeat}
        />
      ) : null}
    </>
  );
}
