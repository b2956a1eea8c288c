import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs } from '../../db/schema';

/** The job if it exists AND belongs to the user; another user's job is as good as missing. */
export async function findJobRow(
  db: Db,
  userId: string,
  jobId: string,
): Promise<typeof jobs.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
    .limit(1);
  return row ?? null;
}
