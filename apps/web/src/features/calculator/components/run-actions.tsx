import { useId } from 'react';
import { CircleCheck, RotateCcw, Save } from 'lucide-react';
import { ACTION_NOTE_MAX_CHARS } from '@pipeproof/contracts';
import type { VerdictStatus } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ReadyForNextTest } from '../../calculator-core';
import type { TestRun } from '../model/calculator-draft';
import { findNextTestOffer } from '../model/test-runs';

interface RunActionsProps {
  run: TestRun;
  status: VerdictStatus;
  onRecord: () => void;
  onStartNext: (next: 'Tightness Test' | 'Purge') => void;
  onRepeat: () => void;
  /** A failed result may carry the action taken (decision 0414); optional here. */
  onActionNoteChange: (text: string) => void;
}

/** Save the result, start the next test of the chain (product.md §4), or repeat a saved test. */
export function RunActions({
  run,
  status,
  onRecord,
  onStartNext,
  onRepeat,
  onActionNoteChange,
}: RunActionsProps) {
  const next = findNextTestOffer(run, status);
  const noteId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-4">
      {next ? <ReadyForNextTest nextTest={next} onStart={() => onStartNext(next)} /> : null}
      {run.isRecorded ? (
        <div className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-base font-semibold">
            <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
            {run.testType} saved to the completed tests.
          </p>
          <Button variant="secondary" className="shrink-0" onClick={onRepeat}>
            <RotateCcw aria-hidden="true" />
            Repeat Test
          </Button>
        </div>
      ) : status !== 'PENDING' ? (
        <>
          {status === 'FAIL' ? (
            <div>
              <Label htmlFor={noteId}>Action taken (optional)</Label>
              <p id={hintId} className="mb-2 text-sm text-slate-700">
                Printed with the FAIL on the certificate.
              </p>
              <Textarea
                id={noteId}
                value={run.actionNote}
                maxLength={ACTION_NOTE_MAX_CHARS}
                aria-describedby={hintId}
                size="sm"
                onChange={(event) => onActionNoteChange(event.target.value)}
              />
            </div>
          ) : null}
          <Button
            size="lg"
            variant={next ? 'secondary' : 'primary'}
            className="w-full sm:w-auto sm:self-start"
            onClick={onRecord}
          >
            <Save aria-hidden="true" />
            Save Test Record
          </Button>
        </>
      ) : null}
    </div>
  );
}
