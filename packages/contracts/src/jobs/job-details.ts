import { z } from 'zod';
import { requiredJobText } from './job-text';

/** Job details of the step calculators (product.md §3 Job details: all five required). */
export const JobDetailsSchema = z.object(
  {
    jobNumber: requiredJobText('Job number'),
    customerName: requiredJobText('Customer name'),
    engineerName: requiredJobText('Engineer name'),
    gasSafeNumber: requiredJobText('Gas Safe number'),
    location: requiredJobText('Location'),
  },
  {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Job details are required.'
        : 'Job details must be an object.',
  },
);
export type JobDetails = z.infer<typeof JobDetailsSchema>;
