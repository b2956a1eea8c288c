import type { CalculatorDraft } from './calculator-draft';

/** Nothing typed yet: replacing it (a saved job, the device's job) loses nothing. */
export function isBlankDraft(draft: CalculatorDraft): boolean {
  return (
    draft.run === null &&
    draft.completedTests.length === 0 &&
    Object.values(draft.jobDetails).every((value) => value.trim() === '')
  );
}
