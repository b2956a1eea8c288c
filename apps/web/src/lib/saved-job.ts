import { JobSchema, type Job } from '@pipeproof/contracts';
import { ApiError } from './api-client';
import { toast } from './toast';

/**
 * A job saved to the account, as every calculator opens it or a copy of it (decisions 0407, 0860,
 * 0898): checked against the contract, and what the engineer is told. Loaded only when a saved job
 * is opened, so the schema library stays off the calculators' first load (architecture.md §4
 * budget; decision 0641). One module for both, so each calculator's opening code names one chunk.
 */

/** A job from the server checked against the contract. */
export function parseJob(body: unknown): Job {
  return JobSchema.parse(body);
}

/**
 * A saved job that could not be fetched for want of a connection. The step calculators' first
 * load holds the same words for when this module itself cannot be fetched (use-open-saved-job.ts).
 */
export const OPEN_JOB_UNREACHABLE =
  'We could not reach PipeProof. Check your signal and try again.';

/** Why a saved job could not be fetched, in the engineer's words. */
export function describeOpenError(error: unknown): string {
  if (error instanceof ApiError && error.status === 401)
    return 'Sign in to open jobs saved to your account.';
  if (error instanceof ApiError && error.status === 404)
    return 'That job was not found in your account.';
  if (error instanceof ApiError || error instanceof TypeError) return OPEN_JOB_UNREACHABLE;
  return 'The saved job could not be read.';
}

/** Says what was opened: the saved job itself, or a new job copied from it. */
export function announceOpenedJob(job: Job, mode: 'open' | 'duplicate'): void {
  if (mode === 'duplicate') {
    toast.success('Job Duplicated', {
      description: `A new job with the site details of job ${job.jobDetails.jobNumber}. Give it its own job number.`,
    });
    return;
  }
  toast.success('Job Opened', {
    description: `Job ${job.jobDetails.jobNumber} from your account.`,
  });
}

/** Opening the job that is already the one in progress on this device. */
export function announceAlreadyOpen(job: Job): void {
  toast.success('Job Opened', {
    description: `Job ${job.jobDetails.jobNumber} is already open on this device.`,
  });
}
