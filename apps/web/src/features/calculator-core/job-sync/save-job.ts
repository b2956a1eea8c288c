import { ACCOUNT_HEADER, type CreateJobRequestBody, type Job } from '@pipeproof/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/jobs: creates the job, or updates it when its clientId was sent before. `userId` is
 * the account the save was kept for: the server refuses it under anybody else's session.
 */
export function saveJob(body: CreateJobRequestBody, userId: string): Promise<Job> {
  return apiRequest<Job>('POST', '/api/jobs', body, { [ACCOUNT_HEADER]: userId });
}
