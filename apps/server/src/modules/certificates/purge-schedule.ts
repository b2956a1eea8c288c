import {
  startScheduledJob,
  type JobScheduleOptions,
  type ScheduledJobHandle,
} from '../scheduled-jobs/start-scheduled-job';
import { purgeExpiredCertificates } from './purge-expired-certificates';

export const CERTIFICATE_PURGE_JOB = 'certificate-purge';

/** Runs the certificate purge (decision 0432) once a day across all app processes (decision 0801). */
export function startCertificatePurgeSchedule(options: JobScheduleOptions): ScheduledJobHandle {
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
