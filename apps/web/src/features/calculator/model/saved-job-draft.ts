import type { Job } from '@pipeproof/contracts';
import type { CalculatorDraft } from './calculator-draft';
import { jobToDraft } from './job-to-draft';
import { jobToDuplicateDraft } from './job-to-duplicate-draft';

/**
 * A saved job as the draft it opens as: the job itself, or a new job copied from it (decision
 * 0407). Loaded with the job when `?job=` or `?duplicate=` opens one, not with the page
 * (decision 0235).
 */
export function savedJobDraft(job: Job, mode: 'open' | 'duplicate'): CalculatorDraft {
  return mode === 'duplicate' ? jobToDuplicateDraft(job) : jobToDraft(job);
}
