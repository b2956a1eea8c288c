import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { certificates, scheduledJobRuns } from '../src/db/schema';
import {
  CERTIFICATE_PURGE_JOB,
  startCertificatePurgeSchedule,
} from '../src/modules/certificates/purge-schedule';
import { runOnceAcrossInstances } from '../src/modules/scheduled-jobs/run-once-across-instances';
import { issuedCertificate, signUpEngineer } from './support/job-fixtures';
import { LogCapture, type LogEntry } from './support/log-capture';
import { runsOf, withSecondConnection } from './support/scheduled-job-runs';
import { useTestApp } from './support/use-test-app';

/**
 * Work that must happen once across all app processes (decision 0801): an advisory lock taken
 * without waiting, and the record of the last run, in the database every process shares.
 */

const server = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

let jobNumber = 0;
const newJob = () => ({ name: `test-job-${(jobNumber += 1)}`, everyMs: DAY_MS });

describe('runOnceAcrossInstances', () => {
  it('runs a due job, then skips it until it is due again, counting each run', async () => {
    const { db } = server.database;
    const job = newJob();
    expect(await runOnceAcrossInstances(db, job, async () => 'done')).toEqual({
      status: 'ran',
      result: 'done',
    });
    expect(await runOnceAcrossInstances(db, job, async () => 'again')).toEqual({
      status: 'skipped',
      reason: 'not-due',
    });
    expect(await runsOf(db, job.name)).toBe(1);

    // A day passes (moved, not waited for).
    await db
      .update(scheduledJobRuns)
      .set({ lastRunAt: sql`now() - interval '1 day'` })
      .where(eq(scheduledJobRuns.jobName, job.name));
    expect((await runOnceAcrossInstances(db, job, async () => 'next day')).status).toBe('ran');
    expect(await runsOf(db, job.name)).toBe(2);
  });

  it('records nothing of a run that fails, so the next check runs it again', async () => {
    const { db } = server.database;
    const job = newJob();
    await expect(
      runOnceAcrossInstances(db, job, async () => {
        throw new Error('the job failed');
      }),
    ).rejects.toThrow('the job failed');
    expect(await runsOf(db, job.name)).toBeNull();
    expect((await runOnceAcrossInstances(db, job, async () => 'retried')).status).toBe('ran');
  });
});

/** A debug-level logger whose lines the test can read. */
function capturingLogger() {
  const capture = new LogCapture();
  return { logger: pino({ level: 'debug' }, capture), capture };
}

const isPurgeOutcome = (entry: LogEntry) =>
  entry.msg?.startsWith('Certificate retention purge') === true;

describe('the daily certificate purge', () => {
  it('runs once when two processes start their schedules at the same moment', async () => {
    // A certificate of an account closed seven years ago: the purge has something to remove.
    const engineer = await signUpEngineer(server, 'basic');
    const certificate = await issuedCertificate(engineer);
    const deletion = await engineer.browser.post('/api/auth/delete-user', {
      password: engineer.password,
    });
    expect(deletion.status).toBe(200);
    await server.database.db
      .update(certificates)
      .set({ accountClosedAt: sql`now() - interval '7 years'` })
      .where(eq(certificates.number, certificate.number));

    await withSecondConnection(server.testDb, server.database.db, async (secondDb) => {
      const processes = [capturingLogger(), capturingLogger()];
      const schedules = [server.database.db, secondDb].map((db, i) =>
        startCertificatePurgeSchedule({ db, logger: processes[i]!.logger }),
      );
      try {
        await vi.waitFor(
          () =>
            expect(
              processes.every(({ capture }) => capture.entries().some(isPurgeOutcome)),
              'both processes have checked the purge',
            ).toBe(true),
          { timeout: 15_000, interval: 20 },
        );
      } finally {
        await Promise.all(schedules.map((schedule) => schedule.stop()));
      }
      const outcomes = processes.flatMap(({ capture }) => capture.entries().filter(isPurgeOutcome));
      const ran = outcomes.filter((line) => line.msg === 'Certificate retention purge');
      const skipped = outcomes.filter((line) => line.msg === 'Certificate retention purge skipped');
      expect(ran).toHaveLength(1);
      expect(ran[0]?.removedCount).toBe(1);
      expect(skipped).toHaveLength(1);
      expect(['running-elsewhere', 'not-due']).toContain(skipped[0]?.reason);
    });
    expect(await runsOf(server.database.db, CERTIFICATE_PURGE_JOB)).toBe(1);
    const [left] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(certificates)
      .where(eq(certificates.number, certificate.number));
    expect(left?.n).toBe(0);
  });
});
