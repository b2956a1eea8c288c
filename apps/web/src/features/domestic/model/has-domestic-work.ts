import { hasPipeConfiguration } from '../../calculator-core';
import type { DomesticDraft } from './domestic-draft';

/**
 * Something of a job has been entered: a job detail other than the engineer's own (which the
 * profile fills in), a choice, a pipe run or a reading.
 */
export function hasDomesticWork(draft: DomesticDraft): boolean {
  const { jobNumber, customerName, location } = draft.jobDetails;
  const { letBy, drop, retest } = draft.readings;
  return (
    [jobNumber, customerName, location, letBy, drop, retest].some((text) => text.trim() !== '') ||
    draft.gasType !== '' ||
    draft.installationType !== '' ||
    hasPipeConfiguration(draft)
  );
}
