import type { Job } from '@pipeproof/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs, testRecords } from '../../db/schema';
import { toApiJob } from '../jobs/to-api-job';
import { afterKeyset, keysetPages, keysetTime } from './keyset-pages';

/** Jobs per query: each with its records and inputs, a few kilobytes of JSON. */
const JOBS_PER_PAGE = 50;

type TestRecordRow = typeof testRecords.$inferSelect;

/**
 * The user's jobs, oldest first, each with every test record (oldest first) as the API gives
 * them: two queries per page of jobs, whatever the number of records.
 */
export async function* listJobPages(db: Db, userId: string): AsyncGenerator<Job[]> {
  const pages = keysetPages(JOBS_PER_PAGE, (after, limit) =>
    db
      .select({ job: jobs, keyset: { at: keysetTime(jobs.createdAt), id: jobs.id } })
      .from(jobs)
      .where(and(eq(jobs.userId, userId), afterKeyset(jobs.createdAt, jobs.id, after)))
      .orderBy(asc(jobs.createdAt), asc(jobs.id))
      .limit(limit),
  );
  for await (const page of pages) {
    const jobIds = page.map(({ job }) => job.id);
    const recordRows = await db
      .select()
      .from(testRecords)
      .where(inArray(testRecords.jobId, jobIds))
      .orderBy(asc(testRecords.recordedAt), asc(testRecords.createdAt), asc(testRecords.id));
    const recordsByJob = new Map<string, TestRecordRow[]>();
    for (const record of recordRows) {
      const records = recordsByJob.get(record.jobId) ?? [];
      records.push(record);
      recordsByJob.set(record.jobId, records);
    }
    yield page.map(({ job }) => toApiJob(job, recordsByJob.get(job.id) ?? []));
  }
}
