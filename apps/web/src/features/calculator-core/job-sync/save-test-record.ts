import {
  ACCOUNT_HEADER,
  type CreateTestRecordRequestBody,
  type TestRecord,
} from '@pipeproof/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/jobs/:id/test-records: the same clientId again answers with the stored record. Sent
 * only for the account it was kept for (see save-job.ts).
 */
export function saveTestRecord(
  jobId: string,
  body: CreateTestRecordRequestBody,
  userId: string,
): Promise<TestRecord> {
  return apiRequest<TestRecord>(
    'POST',
    `/api/jobs/${encodeURIComponent(jobId)}/test-records`,
    body,
    { [ACCOUNT_HEADER]: userId },
  );
}
