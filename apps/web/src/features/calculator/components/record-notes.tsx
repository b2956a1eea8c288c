import type { CompletedTest } from '../model/calculator-draft';

/**
 * Whether the duration was timed in the app, when it was not, and the action taken after a
 * failure (decision 0414), under a completed test.
 */
export function RecordNotes({ test }: { test: CompletedTest }) {
  return (
    <>
      {test.timedInApp === false ? (
        <p className="text-sm text-slate-700">Duration not timed in PipeProof</p>
      ) : null}
      {test.actionNote ? (
        <p className="text-sm break-words text-slate-900">
          <span className="font-semibold">Action taken:</span> {test.actionNote}
        </p>
      ) : null}
    </>
  );
}
