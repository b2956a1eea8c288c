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
