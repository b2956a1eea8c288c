import type { Job } from '@pipeproof/contracts';
import type { Db } from '../../db/database';
import { findJobRow } from './find-job-row';
import { listTestRecordRows } from './list-test-record-rows';
import { toApiJob } from './to-api-job';

/** The user's job with its test records, or null when there is none (or it is someone else's). */
export async function getJob(db: Db, userId: string, jobId: string): Promise<Job | null> {
  const row = await findJobRow(db, userId, jobId);
  if (!row) return null;
  return toApiJob(row, await listTestRecordRows(db, row.id));
}
