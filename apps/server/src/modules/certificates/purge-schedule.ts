import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { startScheduledJob, type ScheduledJobHandle } from '../scheduled-jobs/start-scheduled-job';
import { purgeExpiredCertificates } from './purge-expired-certificates';

export const CERTIFICATE_PURGE_JOB = 'certificate-purge';

export interface CertificatePurgeScheduleOptions {
  db: Db;
  logger: FastifyBaseLogger;
  /** The purge runs once per interval (a day) across all app processes. */
  intervalMs?: number;
  checkEveryMs?: number;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Runs the certificate purge (decision 0432) once a day across all app processes (decision 0801). */
export function startCertificatePurgeSchedule(
  options: CertificatePurgeScheduleOptions,
): ScheduledJobHandle {
  return startScheduledJob({
    ...options,
    name: CERTIFICATE_PURGE_JOB,
    title: 'Certificate retention purge',
    run: purgeExpiredCertificates,
    describe: ({ removedCount, datedCount, cutoff }) => ({
      changed: removedCount > 0 || datedCount > 0,
      fields: { removedCount, datedCount, cutoff: cutoff.toISOString() },
    }),
  });
}
