import { JobSchema, type Job } from '@pipeproof/contracts';

/**
 * A job from the server checked against the contract. Loaded only when a saved job is opened
 * (get-job.ts imports it on demand), so the schema library stays off the calculator's first
 * load (architecture.md §4 budget; decision 0641).
 */
export function parseJob(body: unknown): Job {
  return JobSchema.parse(body);
}
