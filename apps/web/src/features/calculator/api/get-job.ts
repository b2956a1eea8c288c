import { JobSchema, type Job } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/jobs/:id: a saved job with its test records, checked against the contract. */
export async function getJob(id: string): Promise<Job> {
  const body = await apiGet<unknown>(`/api/jobs/${encodeURIComponent(id)}`);
  return JobSchema.parse(body);
}
