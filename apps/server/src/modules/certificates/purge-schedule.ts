import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { runOnceAcrossInstances } from '../scheduled-jobs/run-once-across-instances';
import { purgeExpiredCertificates } from './purge-expired-certificates';

export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How often each process asks whether the purge is due; the database answers for all of them. */
export const PURGE_CHECK_EVERY_MS = 60 * 60 * 1000;
export const CERTIFICATE_PURGE_JOB = 'certificate-purge';

export interface CertificatePurgeSchedule {
  /** Stops the timer and waits for a run in progress (call before closing the database). */
  stop(): Promise<void>;
}

export interface CertificatePurgeScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  /** The purge runs once per interval across all app processes. */
  intervalMs?: number;
  checkEveryMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * Runs the certificate purge (decision 0432) once a day across all app processes (decision 0801):
 * each process checks at start and then every hour, and runs it only when no other process is
 * running it and the last run was a day ago. The timer is unref'd so it never keeps the process
 * alive; a failed run is logged and the next check tries again.
 */
export function startCertificatePurgeSchedule({
  db,
  logger,
  intervalMs = PURGE_INTERVAL_MS,
  checkEveryMs = Math.min(PURGE_CHECK_EVERY_MS, intervalMs),
  now = () => new Date(),
}: CertificatePurgeScheduleOptions): CertificatePurgeSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;

  const check = (): void => {
    if (stopped || running) return;
    const job = { name: CERTIFICATE_PURGE_JOB, everyMs: intervalMs };
    running = runOnceAcrossInstances(db, job, (tx) => purgeExpiredCertificates(tx, now()))
      .then((outcome) => {
        if (outcome.status === 'skipped') {
          logger.debug({ reason: outcome.reason }, 'Certificate retention purge skipped');
          return;
        }
        const { removedCount, datedCount, cutoff } = outcome.result;
        const level = removedCount > 0 || datedCount > 0 ? 'info' : 'debug';
        logger[level](
          { removedCount, datedCount, cutoff: cutoff.toISOString() },
          'Certificate retention purge',
        );
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Certificate retention purge failed; will retry');
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
