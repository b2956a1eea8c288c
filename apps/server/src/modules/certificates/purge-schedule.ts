import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { purgeExpiredCertificates } from './purge-expired-certificates';

export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface CertificatePurgeSchedule {
  /** Stops the timer and waits for a run in progress (call before closing the database). */
  stop(): Promise<void>;
}

export interface CertificatePurgeScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * Runs the certificate purge now and then once a day (decision 0432). The timer is unref'd so it
 * never keeps the process alive; a failed run is logged and the next one tries again. Every app
 * process runs its own: the purge is safe to run concurrently.
 */
export function startCertificatePurgeSchedule({
  db,
  logger,
  intervalMs = PURGE_INTERVAL_MS,
  now = () => new Date(),
}: CertificatePurgeScheduleOptions): CertificatePurgeSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = (): void => {
    if (stopped || running) return;
    running = purgeExpiredCertificates(db, now())
      .then(({ removedCount, datedCount, cutoff }) => {
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

  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  runOnce();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
