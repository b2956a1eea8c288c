import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last run of each scheduled job across all app processes (decision 0801): a process only
 * runs a job when it holds the job's advisory lock and this row says the job is due.
 */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  jobName: text('job_name').primaryKey(),
  /** When the last successful run started, by the database's clock. */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  /** Successful runs so far: lets an operator (and a test) see a job ran once, not once per process. */
  runCount: integer('run_count').notNull(),
});
