import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';
import { scheduledJobRuns } from '../../src/db/schema';
import type { TestDatabase } from './test-database';

/** How many times a once-only job has run (decision 0801), or null before its first run. */
export async function runsOf(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ runCount: scheduledJobRuns.runCount })
    .from(scheduledJobRuns)
    .where(eq(scheduledJobRuns.jobName, name));
  return row?.runCount ?? null;
}

/**
 * A second process's own connection to the same database. On PGlite (one connection by design)
 * `ownDb` itself stands in for it.
 */
export async function withSecondConnection<T>(
  testDb: TestDatabase,
  ownDb: Db,
  use: (db: Db) => Promise<T>,
): Promise<T> {
  if (!testDb.config.databaseUrl) return use(ownDb);
  const second = await openDatabase(testDb.config);
  try {
    return await use(second.db);
  } finally {
    await second.close();
  }
}
