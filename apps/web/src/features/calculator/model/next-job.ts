import type { OutboxState } from '../../calculator-core';
import { isSameCalculation } from '../../calculator-core';
import { buildCalculationInput } from './build-calculation-input';
import { createEmptyDraft, type CalculatorDraft } from './calculator-draft';

/**
 * The job number after `previous` in the engineer's own numbering (decision 0449): its last run
 * of digits counted up by one, as wide as before (RT-117 → RT-118, 2026/0099 → 2026/0100).
 * '' when it ends in no digits: there is no sequence to follow, so nothing is guessed.
 */
export function suggestNextJobNumber(previous: string): string {
  const match = /^(.*?)(\d+)$/.exec(previous.trim());
  if (!match) return '';
  const [, stem = '', digits = ''] = match;
  const next = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  return stem + next;
}

/** The engineer has given this job a number of their own (not the one offered, nor none). */
export function hasOwnJobNumber(draft: CalculatorDraft): boolean {
  const { jobNumber } = draft.jobDetails;
  return jobNumber.trim() !== '' && jobNumber !== draft.suggestedJobNumber;
}

/**
 * A new, empty job after `previous` (Clear All Data, a finished job put away): the next job
 * number is offered in the field, marked as a suggestion until the engineer changes it.
 */
export function createNextJobDraft(previous: CalculatorDraft): CalculatorDraft {
  const empty = createEmptyDraft(previous.calculatorType);
  const suggested = suggestNextJobNumber(previous.jobDetails.jobNumber);
  return {
    ...empty,
    jobDetails: { ...empty.jobDetails, jobNumber: suggested },
    suggestedJobNumber: suggested,
  };
}

/**
 * Nothing on this job can be lost by starting another (decision 0449): at least one test recorded,
 * none under way, the inputs as they were calculated, and the job and every record on the account
 * (the server has answered for the job; no save of it waiting or refused).
 */
export function isFinishedJob(draft: CalculatorDraft, outbox: OutboxState): boolean {
  const last = draft.completedTests.at(-1);
  if (last === undefined) return false;
  if (draft.run !== null && !draft.run.isRecorded) return false;
  const calculated = draft.run?.input ?? last.calculation;
  if (!isSameCalculation(buildCalculationInput(draft), calculated)) return false;
  const { jobClientId } = draft;
  return (
    outbox.jobIds[jobClientId] !== undefined &&
    !outbox.entries.some((entry) => entry.jobClientId === jobClientId) &&
    !outbox.rejected.some((rejected) => rejected.entry.jobClientId === jobClientId)
  );
}
