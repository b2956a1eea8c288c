import type { CreateJobRequestBody, Job } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/jobs: creates the job, or updates it when its clientId was sent before. */
export function saveJob(body: CreateJobRequestBody): Promise<Job> {
  return apiPost<Job>('/api/jobs', body);
}
