import type { Job } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';

/** GET /api/jobs/:id: a saved job with its test records, checked against the contract. */
export async function getJob(id: string): Promise<Job> {
  const [body, { parseJob }] = await Promise.all([
    apiGet<unknown>(`/api/jobs/${encodeURIComponent(id)}`),
    import('./parse-job'),
  ]);
  return parseJob(body);
}
