import type { CreateJobRequest, Job } from '@pipeproof/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';
import { listTestRecordRows } from './list-test-record-rows';
import { toApiJob } from './to-api-job';
import { toJobColumns } from './to-job-columns';

export interface CreatedJob {
  job: Job;
  /** False when the user already had a job with this clientId (a retry): it was updated. */
  isCreated: boolean;
}

/**
 * Saves a job by the browser's clientId, in one statement so two retries racing each other still
 * make one row: a new clientId inserts, a known one (same user) updates that job with the body.
 */
export async function createJob(
  db: Db,
  userId: string,
  input: CreateJobRequest,
): Promise<CreatedJob> {
  const columns = toJobColumns(input);
  const [row] = await db
    .insert(jobs)
    .values({ userId, clientId: input.clientId, ...columns })
    .onConflictDoUpdate({
      target: [jobs.userId, jobs.clientId],
      set: { ...columns, updatedAt: sql`now()` },
    })
    // PostgreSQL sets xmax to 0 on a freshly inserted row version, not on an updated one.
    .returning({ ...getTableColumns(jobs), isCreated: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('Saving a job returned no row.');
  const { isCreated, ...jobRow } = row;
  const recordRows = isCreated ? [] : await listTestRecordRows(db, jobRow.id);
  return { job: toApiJob(jobRow, recordRows), isCreated };
}
