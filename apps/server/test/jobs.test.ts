import {
  CALCULATION_GATE_MESSAGES,
  JobSchema,
  JobSummaryListSchema,
  type JobCalculationBody,
} from '@pipeproof/contracts';
import { ENGINE_VERSION } from '@pipeproof/engine';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, testRecords } from '../src/db/schema';
import { setUserTier } from '../src/modules/users/set-user-tier';
import {
  EXISTING_TIGHTNESS_CALCULATION,
  JOB_DETAILS,
  PURGE_CALCULATION,
  STRENGTH_CALCULATION,
  TIGHTNESS_CALCULATION,
  createJob,
  expectError,
  getJob,
  expectStatus,
  jobBody,
  newClientId,
  recordTest,
  send,
  signUpEngineer,
  testRecordBody,
} from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * /api/jobs and its test records (product.md §10 Saved work, decision 0400) over HTTP
 * on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Bad input is in
 * jobs-validation.test.ts.
 */

const server = useTestApp();

async function rowCounts(jobIds: string[]) {
  const { db } = server.database;
  const [jobRows] = await db.select({ n: count() }).from(jobs).where(inArray(jobs.id, jobIds));
  const [recordRows] = await db
    .select({ n: count() })
    .from(testRecords)
    .where(inArray(testRecords.jobId, jobIds));
  return { jobs: jobRows?.n, testRecords: recordRows?.n };
}

describe('create, read, update, delete', () => {
  it('POST → 201 with the job: details trimmed, sizes in mm, the calculator type carried into the calculation', async () => {
    const engineer = await signUpEngineer(server);
    const body = jobBody({
      jobDetails: { ...JOB_DETAILS, jobNumber: '  JOB-7  ', customerName: ' Acme ' },
      sectionIdentity: '   ',
    });
    const job = await createJob(engineer, body);
    expect(job).toMatchObject({
      clientId: body.clientId,
      calculatorType: 'commercial',
      jobDetails: { ...JOB_DETAILS, jobNumber: 'JOB-7', customerName: 'Acme' },
      calculation: {
        ...STRENGTH_CALCULATION,
        calculatorType: 'commercial',
        pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
      },
      siteName: 'Bakery',
      testRecords: [],
    });
    expect(job).not.toHaveProperty('sectionIdentity');
    expect(job.createdAt).toBe(job.updatedAt);
    expect(Date.parse(job.createdAt)).not.toBeNaN();
    expect(await getJob(engineer, job.id)).toEqual(job);
  });

  it('a draft is saved: what is missing (no gauge, no pipe length yet) is not an error', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(
      engineer,
      jobBody({
        calculation: {
          project: { installationType: 'new', operationType: 'Tightness Test' },
          pipeConfigurations: [{ nominalSize: 25, length: 0 }],
        },
      }),
    );
    expect(job.calculation.project).toEqual({
      installationType: 'new',
      operationType: 'Tightness Test',
    });
  });

  it('GET /api/jobs lists only my jobs, most recently changed first, with their tests oldest first', async () => {
    const engineer = await signUpEngineer(server);
    const other = await signUpEngineer(server);
    await createJob(other);
    expect(
      JobSummaryListSchema.parse(
        await expectStatus(await send(engineer.browser, 'GET', '/api/jobs'), 200),
      ),
    ).toEqual([]);

    const first = await createJob(
      engineer,
      jobBody({ jobDetails: { ...JOB_DETAILS, jobNumber: 'A-1' } }),
    );
    const second = await createJob(
      engineer,
      jobBody({ calculatorType: 'commercial', jobDetails: { ...JOB_DETAILS, jobNumber: 'B-2' } }),
    );
    await recordTest(engineer, first.id, testRecordBody({ recordedAt: '2026-03-02T10:00:00Z' }));
    await recordTest(
      engineer,
      first.id,
      testRecordBody({
        actualReadings: { actualPressureDrop: 30 },
        recordedAt: '2026-03-01T09:30:00+01:00',
      }),
    );

    const list = JobSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/jobs'), 200),
    );
    expect(list.map((job) => job.jobNumber)).toEqual(['A-1', 'B-2']);
    expect(list[0]).toEqual({
      id: first.id,
      clientId: first.clientId,
      calculatorType: 'commercial',
      jobNumber: 'A-1',
      customerName: JOB_DETAILS.customerName,
      location: JOB_DETAILS.location,
      siteName: 'Bakery',
      createdAt: first.createdAt,
      updatedAt: expect.any(String),
      tests: [
        { testName: 'Strength Test', testResult: 'FAIL', recordedAt: '2026-03-01T08:30:00.000Z' },
        { testName: 'Strength Test', testResult: 'PASS', recordedAt: '2026-03-02T10:00:00.000Z' },
      ],
    });
    expect(list[1]).toMatchObject({ id: second.id, tests: [] });
    expect(Date.parse(list[0]!.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
  });

  it('PUT replaces the job (a left-out optional is cleared), keeps createdAt, clientId and the records', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    const record = await recordTest(engineer, job.id);
    const response = await send(engineer.browser, 'PUT', `/api/jobs/${job.id}`, {
      calculatorType: 'commercial',
      jobDetails: { ...JOB_DETAILS, customerName: 'New Owner Ltd' },
      calculation: TIGHTNESS_CALCULATION,
      sectionIdentity: 'Boiler house',
    });
    const updated = JobSchema.parse(await expectStatus(response, 200));
    expect(updated).toMatchObject({
      id: job.id,
      clientId: job.clientId,
      createdAt: job.createdAt,
      jobDetails: { customerName: 'New Owner Ltd' },
      calculation: TIGHTNESS_CALCULATION,
      sectionIdentity: 'Boiler house',
      testRecords: [record],
    });
    expect(updated).not.toHaveProperty('siteName');
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(job.updatedAt));
    expect(await getJob(engineer, job.id)).toEqual(updated);
  });

  it('DELETE → 204; the job and its test records are gone; a second DELETE is 404', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    await recordTest(engineer, job.id);
    expect(await rowCounts([job.id])).toEqual({ jobs: 1, testRecords: 1 });

    const response = await send(engineer.browser, 'DELETE', `/api/jobs/${job.id}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await rowCounts([job.id])).toEqual({ jobs: 0, testRecords: 0 });
    await expectError(await send(engineer.browser, 'GET', `/api/jobs/${job.id}`), 404);
    await expectError(await send(engineer.browser, 'DELETE', `/api/jobs/${job.id}`), 404);
    const list = JobSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/jobs'), 200),
    );
    expect(list).toEqual([]);
  });
});

describe('test records: the server computes the results and gives the verdict', () => {
  it('201 with the engine output, the server verdict, the engine version; readings and extras as sent', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    const body = testRecordBody({
      actualReadings: { actualPressureDrop: 16.5 },
      siteName: '  Bakery  ',
      sectionIdentity: 'Riser 2',
      location: { latitude: 53.795_984, longitude: -1.548_567 },
      recordedAt: '2026-05-04T13:14:15+01:00',
    });
    const record = await recordTest(engineer, job.id, body);
    expect(record).toMatchObject({
      clientId: body.clientId,
      testName: 'Strength Test',
      // As run: the job's calculator type, the readings from actualReadings, sizes in mm.
      calculation: {
        calculatorType: 'commercial',
        readings: { actualPressureDrop: 16.5 },
        pipeConfigurations: [{ material: 'steel', nominalSize: 25, length: 10 }],
      },
      actualReadings: { actualPressureDrop: 16.5 },
      siteName: 'Bakery',
      sectionIdentity: 'Riser 2',
      location: { latitude: 53.795_984, longitude: -1.548_567 },
      // standards.md §4: STP 82.5 mbar, 20 % = 16.5 mbar allowed: exactly at the limit is a PASS.
      results: { testPressure: 82.5, maxPressureDrop: 16.5, testResult: 'PASS' },
      testResult: 'PASS',
      engineVersion: ENGINE_VERSION,
      recordedAt: '2026-05-04T12:14:15.000Z',
    });
    expect((await getJob(engineer, job.id)).testRecords).toEqual([record]);
  });

  it('recordedAt defaults to the time the server received it', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    const before = Date.now();
    const record = await recordTest(engineer, job.id, testRecordBody({ recordedAt: undefined }));
    expect(Date.parse(record.recordedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(record.recordedAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('the browser cannot choose the verdict: a drop over the limit is stored as FAIL whatever it sends', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    const record = await recordTest(engineer, job.id, {
      ...testRecordBody({ actualReadings: { actualPressureDrop: 16.51 } }),
      // Extra keys a tampered client might add: dropped by the contract, never stored.
      testResult: 'PASS',
      results: { testResult: 'PASS', maxPressureDrop: 999 },
      engineVersion: 'made-up',
      calculation: { ...STRENGTH_CALCULATION, readings: { actualPressureDrop: 0 } },
    } as never);
    expect(record).toMatchObject({
      testResult: 'FAIL',
      engineVersion: ENGINE_VERSION,
      results: { maxPressureDrop: 16.5, testResult: 'FAIL' },
      calculation: { readings: { actualPressureDrop: 16.51 } },
    });
    const [row] = await server.database.db
      .select()
      .from(testRecords)
      .where(eq(testRecords.id, record.id));
    expect(row).toMatchObject({ testResult: 'FAIL', engineVersion: ENGINE_VERSION });
  });

  it.each([
    ['Let-by Test', { letByPressureReading: 0.5 }, 'FAIL'],
    ['Let-by Test', { letByPressureReading: 0 }, 'PASS'],
    ['Tightness Test', { letByPressureReading: 0.5, actualPressureDrop: 0 }, 'FAIL'],
    ['Tightness Test', { letByPressureReading: 0 }, 'PENDING'],
    ['Tightness Test', { letByPressureReading: 0, actualPressureDrop: 1.8 }, 'PASS'],
    ['Tightness Test', { letByPressureReading: 0, actualPressureDrop: 1.81 }, 'FAIL'],
  ] as const)(
    'existing installation: %s with readings %j → %s (standards.md §3; a failed let-by fails the tightness test)',
    async (testName, actualReadings, verdict) => {
      const engineer = await signUpEngineer(server);
      const job = await createJob(
        engineer,
        jobBody({ calculation: EXISTING_TIGHTNESS_CALCULATION }),
      );
      const record = await recordTest(
        engineer,
        job.id,
        testRecordBody({
          testName,
          calculation: EXISTING_TIGHTNESS_CALCULATION,
          actualReadings,
          // A failed let-by test is recorded with the action taken (decision 0414).
          ...(testName === 'Let-by Test' && verdict === 'FAIL'
            ? { actionNote: 'Reported to the responsible person.' }
            : {}),
        }),
      );
      expect(record.testResult).toBe(verdict);
    },
  );

  it('a tightness test on a new installation: drop over PDmax → FAIL', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer, jobBody({ calculation: TIGHTNESS_CALCULATION }));
    const record = await recordTest(
      engineer,
      job.id,
      testRecordBody({
        testName: 'Tightness Test',
        calculation: TIGHTNESS_CALCULATION,
        actualReadings: { actualPressureDrop: 1.03 },
      }),
    );
    expect(record).toMatchObject({ testResult: 'FAIL', results: { maxPressureDrop: 1.02 } });
  });
});

describe('idempotent retries: nothing is duplicated', () => {
  it('the same job clientId again → 200 with the same job, updated with the new body', async () => {
    const engineer = await signUpEngineer(server);
    const body = jobBody();
    const created = await createJob(engineer, body);
    const record = await recordTest(engineer, created.id);
    const retried = await send(engineer.browser, 'POST', '/api/jobs', {
      ...body,
      jobDetails: { ...JOB_DETAILS, jobNumber: 'JOB-1001-B' },
    });
    const again = JobSchema.parse(await expectStatus(retried, 200));
    expect(again).toMatchObject({
      id: created.id,
      createdAt: created.createdAt,
      jobDetails: { jobNumber: 'JOB-1001-B' },
      testRecords: [record],
    });
    expect(await rowCounts([created.id])).toEqual({ jobs: 1, testRecords: 1 });
    const list = JobSummaryListSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/jobs'), 200),
    );
    expect(list).toHaveLength(1);
  });

  it('five retries racing each other make one job: one 201, four 200', async () => {
    const engineer = await signUpEngineer(server);
    const body = jobBody();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => send(engineer.browser, 'POST', '/api/jobs', body)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const ids = await Promise.all(responses.map(async (r) => JobSchema.parse(await r.json()).id));
    expect(new Set(ids).size).toBe(1);
  });

  it('the same clientId from two users makes two jobs, one each', async () => {
    const first = await signUpEngineer(server);
    const second = await signUpEngineer(server);
    const body = jobBody();
    const a = await createJob(first, body);
    const b = await createJob(second, body);
    expect(a.id).not.toBe(b.id);
    expect((await getJob(first, a.id)).clientId).toBe((await getJob(second, b.id)).clientId);
  });

  it('the same test record clientId again → 200 with the stored record unchanged; one row', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    const body = testRecordBody({ actualReadings: { actualPressureDrop: 20 } });
    const stored = await recordTest(engineer, job.id, body);
    const retried = await recordTest(
      engineer,
      job.id,
      { ...body, actualReadings: { actualPressureDrop: 0 }, siteName: 'Changed' },
      200,
    );
    expect(retried).toEqual(stored);
    expect(retried.testResult).toBe('FAIL');
    expect(await rowCounts([job.id])).toEqual({ jobs: 1, testRecords: 1 });
  });

  it('racing test record retries store one record', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    const body = testRecordBody();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(engineer.browser, 'POST', `/api/jobs/${job.id}/test-records`, body),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await rowCounts([job.id])).toEqual({ jobs: 1, testRecords: 1 });
  });

  it('a retry still succeeds after a downgrade: the stored record is returned, not re-gated', async () => {
    const engineer = await signUpEngineer(server, 'premium');
    const job = await createJob(engineer, jobBody({ calculation: PURGE_CALCULATION }));
    const body = testRecordBody({
      testName: 'Purge',
      calculation: PURGE_CALCULATION,
      actualReadings: { actualFlowRate: 4.5, actualGasContent: 95 },
    });
    const stored = await recordTest(engineer, job.id, body);
    await setUserTier(server.database.db, engineer.email, 'free');
    expect(await recordTest(engineer, job.id, body, 200)).toEqual(stored);
  });
});

describe('ownership: another user’s job is a 404 on every route, and stays as it was', () => {
  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/test-records'],
  ] as const)('%s /api/jobs/:id%s', async (method, suffix) => {
    const owner = await signUpEngineer(server, 'professional');
    const intruder = await signUpEngineer(server, 'professional');
    const job = await createJob(owner);
    const record = await recordTest(owner, job.id);
    const before = await getJob(owner, job.id);
    const body =
      method === 'PUT'
        ? {
            calculatorType: 'commercial',
            jobDetails: JOB_DETAILS,
            calculation: STRENGTH_CALCULATION,
          }
        : method === 'POST'
          ? testRecordBody({ clientId: record.clientId })
          : undefined;

    const foreign = await expectError(
      await send(intruder.browser, method, `/api/jobs/${job.id}${suffix}`, body),
      404,
    );
    const missing = await expectError(
      await send(intruder.browser, method, `/api/jobs/${newClientId()}${suffix}`, body),
      404,
    );
    expect(foreign).toEqual({ code: 'NOT_FOUND', message: 'Job not found.' });
    expect(missing).toEqual(foreign);
    expect(await getJob(owner, job.id)).toEqual(before);
    expect(await rowCounts([job.id])).toEqual({ jobs: 1, testRecords: 1 });
  });

  it('an intruder cannot take over a job by sending its clientId: they get a job of their own', async () => {
    const owner = await signUpEngineer(server);
    const intruder = await signUpEngineer(server);
    const body = jobBody();
    const job = await createJob(owner, body);
    const theirs = await createJob(intruder, {
      ...body,
      jobDetails: { ...JOB_DETAILS, customerName: 'Intruder' },
    });
    expect(theirs.id).not.toBe(job.id);
    expect((await getJob(owner, job.id)).jobDetails.customerName).toBe(JOB_DETAILS.customerName);
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", 'ffffffff-ffff-ffff-ffff-fffffffffffff'])(
    'an id that is not a UUID (%s) is a 404, not a 500',
    async (id) => {
      const engineer = await signUpEngineer(server);
      const path = `/api/jobs/${encodeURIComponent(id)}`;
      await expectError(await send(engineer.browser, 'GET', path), 404);
      await expectError(await send(engineer.browser, 'DELETE', path), 404);
      await expectError(
        await send(engineer.browser, 'POST', `${path}/test-records`, testRecordBody()),
        404,
      );
    },
  );
});

describe('signed out: every route is a 401', () => {
  it.each([
    ['GET', '/api/jobs'],
    ['POST', '/api/jobs'],
    ['GET', '/api/jobs/:id'],
    ['PUT', '/api/jobs/:id'],
    ['DELETE', '/api/jobs/:id'],
    ['POST', '/api/jobs/:id/test-records'],
  ] as const)('%s %s', async (method, template) => {
    const owner = await signUpEngineer(server);
    const job = await createJob(owner);
    const path = template.replace(':id', job.id);
    const body = method === 'GET' || method === 'DELETE' ? undefined : jobBody();
    const error = await expectError(await send(server.browser(), method, path, body), 401);
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await rowCounts([job.id])).toEqual({ jobs: 1, testRecords: 0 });
  });
});

describe('tier gates: what a tier may not calculate it may not save', () => {
  it.each([
    [
      'a free user, 32 mm pipe',
      'free',
      jobBody({
        calculation: {
          ...STRENGTH_CALCULATION,
          pipeConfigurations: [{ nominalSize: 32, length: 5 }],
        },
      }),
      CALCULATION_GATE_MESSAGES.pipeSize.basic,
    ],
    [
      'a premium user, an industrial job',
      'premium',
      jobBody({ calculatorType: 'industrial' }),
      CALCULATION_GATE_MESSAGES.industrial,
    ],
    [
      'a basic user, a purge',
      'basic',
      jobBody({ calculation: PURGE_CALCULATION }),
      CALCULATION_GATE_MESSAGES.purge,
    ],
  ] as const)('%s → 403 UPGRADE_REQUIRED, nothing saved', async (_label, tier, body, message) => {
    const engineer = await signUpEngineer(server, tier);
    const error = await expectError(await send(engineer.browser, 'POST', '/api/jobs', body), 403);
    expect(error).toEqual({ code: 'UPGRADE_REQUIRED', message, upgradeRequired: true });
    const list = await expectStatus(await send(engineer.browser, 'GET', '/api/jobs'), 200);
    expect(list).toEqual([]);
  });

  it('the gate applies to PUT and to test records too; the same body passes at Basic', async () => {
    const engineer = await signUpEngineer(server);
    const job = await createJob(engineer);
    const calculation = {
      ...STRENGTH_CALCULATION,
      pipeConfigurations: [{ nominalSize: '32mm', length: 5 }],
    };
    const put = await send(engineer.browser, 'PUT', `/api/jobs/${job.id}`, {
      calculatorType: 'commercial',
      jobDetails: JOB_DETAILS,
      calculation,
    });
    expect(await expectError(put, 403)).toMatchObject({ upgradeRequired: true });
    const record = await send(
      engineer.browser,
      'POST',
      `/api/jobs/${job.id}/test-records`,
      testRecordBody({ calculation }),
    );
    expect(await expectError(record, 403)).toMatchObject({ code: 'UPGRADE_REQUIRED' });
    expect(await getJob(engineer, job.id)).toEqual(job);

    await setUserTier(server.database.db, engineer.email, 'basic');
    expect((await recordTest(engineer, job.id, testRecordBody({ calculation }))).testResult).toBe(
      'PASS',
    );
  });

  it('a professional user saves an industrial job and records a test on it', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    const calculation: JobCalculationBody = {
      project: {
        installationType: 'new',
        operationType: 'Strength Test',
        maxOperatingPressure: 75,
      },
      pipeConfigurations: [{ nominalSize: '100mm', length: 50 }],
    };
    const job = await createJob(engineer, jobBody({ calculatorType: 'industrial', calculation }));
    const record = await recordTest(
      engineer,
      job.id,
      testRecordBody({ calculation, actualReadings: { actualPressureDrop: 0 } }),
    );
    expect(record).toMatchObject({
      calculation: { calculatorType: 'industrial' },
      testResult: 'PASS',
    });
  });
});

describe('account deletion takes the user’s jobs and test records with it', () => {
  it('deleting the account deletes every job and record of theirs, and no one else’s', async () => {
    const leaving = await signUpEngineer(server);
    const staying = await signUpEngineer(server);
    const theirJobs = [await createJob(leaving), await createJob(leaving)];
    await recordTest(leaving, theirJobs[0]!.id);
    const kept = await createJob(staying);
    await recordTest(staying, kept.id);
    const ids = theirJobs.map((job) => job.id);
    expect(await rowCounts(ids)).toEqual({ jobs: 2, testRecords: 1 });

    const deleted = await leaving.browser.post('/api/auth/delete-user', {
      password: leaving.password,
    });
    expect(deleted.status).toBe(200);
    expect(await rowCounts(ids)).toEqual({ jobs: 0, testRecords: 0 });
    const [left] = await server.database.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.userId, leaving.id));
    expect(left?.n).toBe(0);
    expect(await rowCounts([kept.id])).toEqual({ jobs: 1, testRecords: 1 });
  });
});
