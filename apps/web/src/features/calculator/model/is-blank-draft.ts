import type { CalculatorDraft } from './calculator-draft';

/**
 * Nothing typed yet: replacing it (a saved job, the device's job) loses nothing. The engineer's
 * name and Gas Safe number do not count: every new job is pre-filled with them (decision 0406).
 */
export function isBlankDraft(draft: CalculatorDraft): boolean {
  const {
    engineerName: _engineerName,
    gasSafeNumber: _gasSafeNumber,
    ...jobFields
  } = draft.jobDetails;
  return (
    draft.run === null &&
    draft.completedTests.length === 0 &&
    Object.values(jobFields).every((value) => value.trim() === '')
  );
}
