import type { CalculatorDraft } from './calculator-draft';
import { hasOwnJobNumber } from './next-job';

/**
 * Nothing typed yet: replacing it (a saved job, the device's job) loses nothing. The engineer's
 * name and Gas Safe number do not count: every new job is pre-filled with them (decision 0406);
 * nor does a job number the app offered, until the engineer changes it (decision 0449).
 */
export function isBlankDraft(draft: CalculatorDraft): boolean {
  const {
    engineerName: _engineerName,
    gasSafeNumber: _gasSafeNumber,
    jobNumber: _jobNumber,
    ...jobFields
  } = draft.jobDetails;
  return (
    draft.run === null &&
    draft.completedTests.length === 0 &&
    !hasOwnJobNumber(draft) &&
    Object.values(jobFields).every((value) => value.trim() === '')
  );
}

/**
 * What a carry-over says of the job it replaces on the calculator it goes to (decisions 0447,
 * 0868); null when there is nothing there to lose.
 */
export function describeReplacedJob(
  job: CalculatorDraft | null,
  calculatorName: 'Commercial' | 'Industrial',
): string | null {
  if (!job || isBlankDraft(job)) return null;
  const number = job.jobDetails.jobNumber.trim();
  return `It replaces the job in progress on the ${calculatorName} Calculator${number ? ` (job ${number})` : ''}.`;
}
