import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { runOnceAcrossInstances } from './run-once-across-instances';

/** How often each process asks whether a job is due; the database answers for all of them. */
export const SCHEDULE_CHECK_EVERY_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScheduledJobHandle {
  /** Stops the timer and waits for a run in progress (call before closing the database). */
  stop(): Promise<void>;
}

export interface ScheduledJobOptions<T> {
  db: Db;
  logger: FastifyBaseLogger;
  /** Names the job's lock and its row in scheduled_job_runs. */
  name: string;
  /** The log line's message ('Certificate retention purge'). */
  title: string;
  /** The work, in the run's transaction; `now` is the schedule's clock. */
  run: (tx: Db, now: Date) => Promise<T>;
  /** What the log line says about a run; `changed` logs it at info, otherwise at debug. */
  describe: (result: T) => { changed: boolean; fields: Record<string, unknown> };
  /** The job runs once per interval across all app processes. */
  intervalMs?: number;
  checkEveryMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** What a caller of one job's schedule may set: the database, the log, and (tests) the timing. */
export type JobScheduleOptions = Pick<
  ScheduledJobOptions<unknown>,
  'db' | 'logger' | 'intervalMs' | 'checkEveryMs' | 'now'
>;

/**
 * Runs a job once per interval across all app processes (decision 0801): each process checks at
 * start and then every hour, and runs it only when no other process is running it and the last
 * run was an interval ago. The timer is unref'd so it never keeps the process alive; a failed run
 * is logged and the next check tries again.
 */
export function startScheduledJob<T>({
  db,
  logger,
  name,
  title,
  run,
  describe,
  intervalMs = DAY_MS,
  checkEveryMs = Math.min(SCHEDULE_CHECK_EVERY_MS, intervalMs),
  now = () => new Date(),
}: ScheduledJobOptions<T>): ScheduledJobHandle {
  let running: Promise<void> | null = null;
  let stopped = false;

  const check = (): void => {
    if (stopped || running) return;
    running = runOnceAcrossInstances(db, { name, everyMs: intervalMs }, (tx) => run(tx, now()))
      .then((outcome) => {
        if (outcome.status === 'skipped') {
          logger.debug({ reason: outcome.reason }, `${title} skipped`);
          return;
        }
        const { changed, fields } = describe(outcome.result);
        logger[changed ? 'info' : 'debug'](fields, title);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, `${title} failed; will retry`);
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  check();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
