import { JobSummaryListSchema, type JobSummary } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs, testRecords } from '../src/db/schema';
import { JOB_LIST_CACHE_TTL_MS } from '../src/modules/jobs/job-list-cache';
import {
  createJob,
  expectStatus,
  issueCertificate,
  jobBody,
  recordTest,
  send,
  signUpEngineer,
  type Engineer,
} from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * The job list remembered per user (docs/decisions/0843) is never older than the user's last
 * change: every kind of write, read back at once after the list was just read (so it was
 * remembered), on the real server and database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * Another server process's writes: two-instances.postgres.test.ts.
 */
const server = useTestApp();

async function list(engineer: Engineer): Promise<JobSummary[]> {
  return JobSummaryListSchema.parse(
    await expectStatus(await send(engineer.browser, 'GET', '/api/jobs'), 200),
  );
}

/** Reads the list twice (the second from what the first remembered) and returns it. */
async function rememberedList(engineer: Engineer): Promise<JobSummary[]> {
  await list(engineer);
  return list(engineer);
}

describe('the remembered job list shows every change at once', () => {
  it('a new job, and a save replayed from the offline queue (same client id)', async () => {
    const engineer = await signUpEngineer(server);
    expect(await rememberedList(engineer)).toEqual([]);

    const body = jobBody({ jobDetails: { ...jobBody().jobDetails, jobNumber: 'NEW-1' } });
    const job = await createJob(engineer, body);
    expect((await list(engineer)).map((summary) => summary.id)).toEqual([job.id]);

    // The queue replays a save that reached the server before the connection dropped: 200, the
    // same job, no second one.
    await expectStatus(await send(engineer.browser, 'POST', '/api/jobs', body), 200);
    expect((await list(engineer)).map((summary) => summary.jobNumber)).toEqual(['NEW-1']);
  });

  it('an edited job', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    expect((await rememberedList(engineer))[0]?.customerName).toBe('Riverside Bakery Ltd');

    const edited = jobBody({
      clientId: job.clientId,
      jobDetails: { ...jobBody().jobDetails, customerName: 'Canal Street Dairy' },
    });
    await expectStatus(await send(engineer.browser, 'PUT', `/api/jobs/${job.id}`, edited), 200);
    const after = await list(engineer);
    expect(after[0]?.customerName).toBe('Canal Street Dairy');
    expect(after[0]?.updatedAt).not.toBe(job.updatedAt);
  });

  it('a recorded test, and the job moving to the top of the list', async () => {
    const engineer = await signUpEngineer(server);
    const older = await createJob(engineer);
    const newer = await createJob(engineer);
    expect((await rememberedList(engineer)).map((summary) => summary.id)).toEqual([
      newer.id,
      older.id,
    ]);

    await recordTest(engineer, older.id);
    const after = await list(engineer);
    expect(after.map((summary) => summary.id)).toEqual([older.id, newer.id]);
    expect(after[0]?.tests).toEqual([
      expect.objectContaining({ testName: 'Strength Test', testResult: 'PASS' }),
    ]);
  });

  it('a deleted job', async () => {
    const engineer = await signUpEngineer(server);
    const kept = await createJob(engineer);
    const deleted = await createJob(engineer);
    expect(await rememberedList(engineer)).toHaveLength(2);

    await expectStatus(await send(engineer.browser, 'DELETE', `/api/jobs/${deleted.id}`), 204);
    expect((await list(engineer)).map((summary) => summary.id)).toEqual([kept.id]);
  });

  it('a certificate issued for a job leaves its list as the database has it', async () => {
    const engineer = await signUpEngineer(server, 'basic');
    const job = await createJob(engineer);
    await recordTest(engineer, job.id);
    const before = await rememberedList(engineer);

    await issueCertificate(engineer, job.id);
    const after = await list(engineer);
    const [row] = await server.database.db
      .select({ updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(after[0]?.updatedAt).toBe(row?.updatedAt.toISOString());
    expect(after).toEqual(before);
  });

  it('a change made outside any request (another writer on the database)', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    await recordTest(engineer, job.id);
    await rememberedList(engineer);

    const changedAt = Date.now();
    const { db } = server.database;
    await db.update(jobs).set({ siteName: 'Dairy' }).where(eq(jobs.id, job.id));
    await db.update(testRecords).set({ testResult: 'FAIL' }).where(eq(testRecords.jobId, job.id));
    // On PGlite the database's announcement has reached the server before the update returned;
    // on PostgreSQL it arrives as a NOTIFY, well before the remembered list would run out.
    await vi.waitFor(
      async () => {
        const [summary] = await list(engineer);
        expect(summary?.siteName).toBe('Dairy');
        expect(summary?.tests.map((test) => test.testResult)).toEqual(['FAIL']);
      },
      { timeout: JOB_LIST_CACHE_TTL_MS, interval: 20 },
    );
    expect(Date.now() - changedAt).toBeLessThan(JOB_LIST_CACHE_TTL_MS - 1_500);
    if (server.database.driver === 'pglite') {
      const [summary] = await list(engineer);
      expect(summary?.siteName).toBe('Dairy');
    }
  });

  it('a deleted account: its list is refused on every device, and its jobs are gone', async () => {
    const engineer = await signUpEngineer(server);
    const elsewhere = server.browser();
    await elsewhere.post('/api/auth/sign-in/email', {
      email: engineer.email,
      password: engineer.password,
    });
    await createJob(engineer);
    expect(await rememberedList(engineer)).toHaveLength(1);
    expect(await list({ ...engineer, browser: elsewhere })).toHaveLength(1);

    const deleted = await engineer.browser.post('/api/auth/delete-user', {
      password: engineer.password,
    });
    expect(deleted.status).toBe(200);
    expect((await send(engineer.browser, 'GET', '/api/jobs')).status).toBe(401);
    expect((await send(elsewhere, 'GET', '/api/jobs')).status).toBe(401);
    const rows = await server.database.db.select().from(jobs).where(eq(jobs.userId, engineer.id));
    expect(rows).toEqual([]);
  });

  it('filtered lists are read afresh, and another user never sees the remembered list', async () => {
    const engineer = await signUpEngineer(server);
    const other = await signUpEngineer(server);
    const job = await createJob(engineer);
    await rememberedList(engineer);
    expect(await list(other)).toEqual([]);

    const filtered = await send(engineer.browser, 'GET', '/api/jobs?search=Riverside');
    expect(
      JobSummaryListSchema.parse(await expectStatus(filtered, 200)).map((summary) => summary.id),
    ).toEqual([job.id]);
    const bad = await send(engineer.browser, 'GET', '/api/jobs?verdict=MAYBE');
    expect(await expectStatus(bad, 400)).toMatchObject({ field: 'verdict' });
  });
});
