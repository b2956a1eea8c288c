import { z } from 'zod';
import { JobCalculatorTypeSchema } from './save-job-request';
import { TestResultSchema } from './job';
import { TestNameSchema } from './test-name';

/** A test on a job summary: its name, the server's verdict and when it was done. */
export const JobSummaryTestSchema = z.object({
  testName: TestNameSchema,
  testResult: TestResultSchema,
  recordedAt: z.string(),
});

/** One row of GET /api/jobs: enough for the account page's job history. */
export const JobSummarySchema = z.object({
  id: z.string(),
  clientId: z.string(),
  calculatorType: JobCalculatorTypeSchema,
  jobNumber: z.string(),
  customerName: z.string(),
  /** The job's location (job details), not a GPS position. */
  location: z.string(),
  /** The site name given with the job's results, or null (decision 0408: searched too). */
  siteName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Oldest first. */
  tests: z.array(JobSummaryTestSchema),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

/**
 * GET /api/jobs: the user's jobs, most recently changed first (at most JOB_LIST_LIMIT), only
 * those matching the query when one is given (JobListQuerySchema, decision 0408).
 */
export const JobSummaryListSchema = z.array(JobSummarySchema);

export { JOB_LIST_LIMIT } from './job-limits';
