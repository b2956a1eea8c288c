import type { CreateTestRecordRequestBody, TestRecord } from '@pipeproof/contracts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/jobs/:id/test-records: the same clientId again answers with the stored record. */
export function saveTestRecord(
  jobId: string,
  body: CreateTestRecordRequestBody,
): Promise<TestRecord> {
  return apiPost<TestRecord>(`/api/jobs/${encodeURIComponent(jobId)}/test-records`, body);
}
