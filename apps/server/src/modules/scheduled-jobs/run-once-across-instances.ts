import { and, eq, gt, sql } from 'drizzle-orm';
import { firstRow, type Db } from '../../db/database';
import { scheduledJobRuns } from '../../db/schema';

/** The first key of our jobs' two-key advisory locks (the migration lock uses the one-key form). */
const JOB_LOCK_CLASS = 7_120_211;

export interface ScheduledJob {
  /** Names the job's lock and its row in scheduled_job_runs. */
  readonly name: string;
  /** The job is due when its last successful run started at least this long ago. */
  readonly everyMs: number;
}

export type JobRunOutcome<T> =
  | { readonly status: 'ran'; readonly result: T }
  | { readonly status: 'skipped'; readonly reason: 'running-elsewhere' | 'not-due' };

/**
 * Runs `run` only if no other app process is running this job and it is due (decision 0801).
 * In one transaction: take the job's advisory lock without waiting (held: another process is at
 * it, skip), read the last run (too recent: skip), run, record the run. `run` gets the
 * transaction, so what it writes commits together with the record or not at all; a run that
 * throws leaves the job due, and the next check tries again. Times are the database's.
 */
export async function runOnceAcrossInstances<T>(
  db: Db,
  job: ScheduledJob,
  run: (tx: Db) => Promise<T>,
): Promise<JobRunOutcome<T>> {
  return db.transaction(async (tx): Promise<JobRunOutcome<T>> => {
    const locked = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}::int, hashtext(${job.name})) as locked`,
    );
    if (!(firstRow(locked) as { locked?: boolean } | undefined)?.locked) {
      return { status: 'skipped', reason: 'running-elsewhere' };
    }
    const recent = await tx
      .select({ lastRunAt: scheduledJobRuns.lastRunAt })
      .from(scheduledJobRuns)
      .where(
        and(
          eq(scheduledJobRuns.jobName, job.name),
          gt(scheduledJobRuns.lastRunAt, sql`now() - make_interval(secs => ${job.everyMs / 1000})`),
        ),
      );
    if (recent.length > 0) return { status: 'skipped', reason: 'not-due' };

    const result = await run(tx);
    await tx
      .insert(scheduledJobRuns)
      .values({ jobName: job.name, lastRunAt: sql`now()`, runCount: 1 })
      .onConflictDoUpdate({
        target: scheduledJobRuns.jobName,
        set: { lastRunAt: sql`now()`, runCount: sql`${scheduledJobRuns.runCount} + 1` },
      });
    return { status: 'ran', result };
  });
}
