import type { Job, UpdateJobRequest } from '@pipeproof/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';
import { listTestRecordRows } from './list-test-record-rows';
import { toApiJob } from './to-api-job';
import { toJobColumns } from './to-job-columns';

/** Replaces the user's job with the body; null when there is no such job of theirs. */
export async function updateJob(
  db: Db,
  userId: string,
  jobId: string,
  input: UpdateJobRequest,
): Promise<Job | null> {
  const [row] = await db
    .update(jobs)
    .set({ ...toJobColumns(input), updatedAt: sql`now()` })
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .returning();
  if (!row) return null;
  return toApiJob(row, await listTestRecordRows(db, row.id));
}
