import { CircleCheck, RotateCcw, Save } from 'lucide-react';
import type { VerdictStatus } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { ReadyForNextTest } from '../../calculator-core';
import type { TestRun } from '../model/calculator-draft';
import { findNextTestOffer } from '../model/test-runs';

interface RunActionsProps {
  run: TestRun;
  status: VerdictStatus;
  onRecord: () => void;
  onStartNext: (next: 'Tightness Test' | 'Purge') => void;
  onRepeat: () => void;
}

/** Save the result, start the next test of the chain (product.md §4), or repeat a saved test. */
export function RunActions({ run, status, onRecord, onStartNext, onRepeat }: RunActionsProps) {
  const next = findNextTestOffer(run, status);
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
        <Button
          size="lg"
          variant={next ? 'secondary' : 'primary'}
          className="w-full sm:w-auto sm:self-start"
          onClick={onRecord}
        >
          <Save aria-hidden="true" />
          Save Test Record
        </Button>
      ) : null}
    </div>
  );
}
