import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { testRecords } from '../../db/schema';

/** A job's test records, oldest first (by when they were done on site). */
export async function listTestRecordRows(
  db: Db,
  jobId: string,
): Promise<(typeof testRecords.$inferSelect)[]> {
  return db
    .select()
    .from(testRecords)
    .where(eq(testRecords.jobId, jobId))
    .orderBy(asc(testRecords.recordedAt), asc(testRecords.createdAt), asc(testRecords.id));
}
