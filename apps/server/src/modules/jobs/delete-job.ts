import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';

/** Deletes the user's job and its test records; false when there is no such job of theirs. */
export async function deleteJob(db: Db, userId: string, jobId: string): Promise<boolean> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .returning({ id: jobs.id });
  return deleted.length > 0;
}
