import { JobSummarySchema, type JobCalculationBody } from '@pipeproof/contracts';
import { calculate, type CalculationInput } from '@pipeproof/engine';
import { describe, expect, it } from 'vitest';
import { DOMESTIC_TEST_NAME_MESSAGE } from '../src/modules/jobs/assert-test-name-for-calculator';
import {
  createJob,
  expectError,
  expectStatus,
  getJob,
  JOB_DETAILS,
  jobBody,
  recordTest,
  send,
  signUpEngineer,
  testRecordBody,
} from './support/job-fixtures';
import {
  DOMESTIC_CALCULATION,
  DOMESTIC_JOB_DETAILS,
  DOMESTIC_OVER_LIMIT_CALCULATION,
  DOMESTIC_READINGS,
  domesticJobBody,
  domesticRecordBody,
} from './support/domestic-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * Domestic jobs (IGEM/UP/1B Edition 4, decisions 0820 and 0821): every tier, Free included, saves a
 * domestic job and its one kind of record, the 'Tightness Test', whose verdict is the server's own
 * (the engine's domesticTest verdict: let-by, 2-minute test, retest and smell of gas together).
 */

const server = useTestApp();

function engineFor(calculation: JobCalculationBody, readings = {}) {
  const input = { ...calculation, calculatorType: 'domestic', readings } as CalculationInput;
  const result = calculate(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

describe('domestic jobs: saved and read back for every tier', () => {
  it('a Free engineer saves a domestic job and a Tightness Test record; both read back', async () => {
    const engineer = await signUpEngineer(server, 'free');
    const job = await createJob(engineer, domesticJobBody());
    expect(job).toMatchObject({
      calculatorType: 'domestic',
      calculation: {
        calculatorType: 'domestic',
        project: { appliancesConnected: true, gasType: 'Natural Gas' },
      },
    });

    const record = await recordTest(engineer, job.id, domesticRecordBody());
    expect(record).toMatchObject({
      testName: 'Tightness Test',
      testResult: 'PASS',
      actualReadings: DOMESTIC_READINGS,
      calculation: { calculatorType: 'domestic', readings: DOMESTIC_READINGS },
    });
    expect(record.results).toEqual(engineFor(DOMESTIC_CALCULATION, DOMESTIC_READINGS));
    expect(record.results.domesticTest?.verdict.retestRequired).toBe(true);

    const reread = await getJob(engineer, job.id);
    expect(reread.calculatorType).toBe('domestic');
    expect(reread.testRecords).toEqual([record]);
    const list = await expectStatus(await send(engineer.browser, 'GET', '/api/jobs'), 200);
    expect(JobSummarySchema.array().parse(list)).toMatchObject([
      { id: job.id, calculatorType: 'domestic' },
    ]);
  });

  it.each(['basic', 'premium', 'professional'] as const)('%s saves one too', async (tier) => {
    const engineer = await signUpEngineer(server, tier);
    const job = await createJob(engineer, domesticJobBody());
    expect((await recordTest(engineer, job.id, domesticRecordBody())).testResult).toBe('PASS');
  });

  it('the verdict is the server’s: the readings sent decide it, whatever the browser thought', async () => {
    const engineer = await signUpEngineer(server, 'free');
    const job = await createJob(engineer, domesticJobBody());
    const cases = [
      [{ ...DOMESTIC_READINGS, smellOfGas: true }, 'FAIL'],
      [{ ...DOMESTIC_READINGS, retestPressureDrop: 0.25 }, 'FAIL'],
      [{ ...DOMESTIC_READINGS, actualPressureDrop: 8.01 }, 'FAIL'],
      [{ ...DOMESTIC_READINGS, letByPressureReading: 0.5 }, 'FAIL'],
      [{ ...DOMESTIC_READINGS, smellOfGas: null }, 'PENDING'],
      [{ ...DOMESTIC_READINGS, retestPressureDrop: null }, 'PENDING'],
      [{ letByPressureReading: 0, actualPressureDrop: 0.2, smellOfGas: false }, 'PASS'],
    ] as const;
    for (const [readings, expected] of cases) {
      const record = await recordTest(
        engineer,
        job.id,
        domesticRecordBody({
          actualReadings: readings,
          ...(expected === 'FAIL' ? { actionNote: 'Supply capped; customer told.' } : {}),
        }),
      );
      expect([readings, record.testResult]).toEqual([readings, expected]);
      expect(record.results.domesticTest?.verdict.status).toBe(expected);
    }
  });

  it('refuses domestic readings the engine refuses, naming the field (400)', async () => {
    const engineer = await signUpEngineer(server, 'free');
    const job = await createJob(engineer, domesticJobBody());
    const path = `/api/jobs/${job.id}/test-records`;
    const negative = domesticRecordBody({
      actualReadings: { ...DOMESTIC_READINGS, retestPressureDrop: -1 },
    });
    expect(
      (await expectError(await send(engineer.browser, 'POST', path, negative), 400)).field,
    ).toBe('actualReadings.retestPressureDrop');
    const notBoolean = { ...domesticRecordBody(), actualReadings: { smellOfGas: 'no' } };
    expect(
      (await expectError(await send(engineer.browser, 'POST', path, notBoolean), 400)).field,
    ).toBe('actualReadings.smellOfGas');
  });

  it('a domestic job has only Tightness Test records: a Let-by Test record is a 400 on testName', async () => {
    const engineer = await signUpEngineer(server, 'free');
    const job = await createJob(engineer, domesticJobBody());
    const body = domesticRecordBody({ testName: 'Let-by Test' });
    const error = await expectError(
      await send(engineer.browser, 'POST', `/api/jobs/${job.id}/test-records`, body),
      400,
    );
    expect(error).toMatchObject({ field: 'testName' });
    expect(error.message).toContain(DOMESTIC_TEST_NAME_MESSAGE);
  });

  it('a domestic job is one procedure: a strength or purge calculation is a 400 on operationType', async () => {
    const engineer = await signUpEngineer(server, 'free');
    for (const operationType of ['Strength Test', 'Purge'] as const) {
      const calculation = {
        ...DOMESTIC_CALCULATION,
        project: { ...DOMESTIC_CALCULATION.project, operationType },
      };
      const error = await expectError(
        await send(engineer.browser, 'POST', '/api/jobs', domesticJobBody(calculation)),
        400,
      );
      expect(error.field).toBe('calculation.project.operationType');
    }
  });

  it('over 0.035 m³ the job saves (a draft), but no test can be recorded: 400 with the engine’s words', async () => {
    const engineer = await signUpEngineer(server, 'free');
    const job = await createJob(engineer, domesticJobBody(DOMESTIC_OVER_LIMIT_CALCULATION));
    const body = domesticRecordBody({ calculation: DOMESTIC_OVER_LIMIT_CALCULATION });
    const error = await expectError(
      await send(engineer.browser, 'POST', `/api/jobs/${job.id}/test-records`, body),
      400,
    );
    expect(error.message).toContain('IGEM/UP/1B does not permit this test');
    expect((await getJob(engineer, job.id)).testRecords).toEqual([]);
  });

  it('a domestic record cannot go on a commercial job, nor a commercial record on a domestic one', async () => {
    const engineer = await signUpEngineer(server, 'free');
    const commercial = await createJob(engineer, jobBody());
    const onCommercial = domesticRecordBody();
    const error = await expectError(
      await send(engineer.browser, 'POST', `/api/jobs/${commercial.id}/test-records`, onCommercial),
      400,
    );
    expect(error.field).toBe('calculation.calculatorType');
    const domestic = await createJob(engineer, domesticJobBody());
    const strength = testRecordBody();
    const refused = await expectError(
      await send(engineer.browser, 'POST', `/api/jobs/${domestic.id}/test-records`, strength),
      400,
    );
    expect(refused.field).toBe('testName');
  });
});

describe('the job history after Record Changes (decision 0923)', () => {
  it('judges and lists a domestic job by its last record, as its certificate does; a commercial job by all', async () => {
    const engineer = await signUpEngineer(server);
    const failing = { ...DOMESTIC_READINGS, smellOfGas: true };
    const record = (readings: object, minute: number, actionNote?: string) =>
      domesticRecordBody({
        actualReadings: readings,
        recordedAt: `2026-11-27T09:${minute}:00.000Z`,
        ...(actionNote ? { actionNote } : {}),
      });
    const domesticJob = (jobNumber: string) =>
      createJob(
        engineer,
        domesticJobBody(DOMESTIC_CALCULATION, {
          jobDetails: { ...DOMESTIC_JOB_DETAILS, jobNumber },
        }),
      );
    const mended = await domesticJob('DOM-MENDED');
    await recordTest(engineer, mended.id, record(failing, 10, 'Remade the joint.'));
    await recordTest(engineer, mended.id, record(DOMESTIC_READINGS, 20));
    const broken = await domesticJob('DOM-BROKEN');
    await recordTest(engineer, broken.id, record(DOMESTIC_READINGS, 10));
    await recordTest(engineer, broken.id, record(failing, 20, 'Capped the supply.'));
    // A commercial job keeps every record's verdict: a let-by FAIL stays a FAIL (decision 0414).
    const commercial = await createJob(
      engineer,
      jobBody({ jobDetails: { ...JOB_DETAILS, jobNumber: 'COM-REPEATED' } }),
    );
    // A strength test failed (a drop of 20 mbar), then repeated and passed (1 mbar).
    for (const [minute, drop, actionNote] of [
      [10, 20, 'Remade the joint.'],
      [20, 1, null],
    ] as const) {
      await recordTest(
        engineer,
        commercial.id,
        testRecordBody({
          actualReadings: { actualPressureDrop: drop },
          recordedAt: `2026-11-27T09:${minute}:00.000Z`,
          ...(actionNote ? { actionNote } : {}),
        }),
      );
    }

    const numbers = async (verdict: string) => {
      const response = await send(engineer.browser, 'GET', `/api/jobs?verdict=${verdict}`);
      const list = JobSummarySchema.array().parse(await expectStatus(response, 200));
      return list.map((job) => job.jobNumber).sort();
    };
    expect(await numbers('PASS')).toEqual(['DOM-MENDED']);
    expect(await numbers('FAIL')).toEqual(['COM-REPEATED', 'DOM-BROKEN']);
    expect(await numbers('PENDING')).toEqual([]);

    // The history lists what each job's certificate judges: a domestic job's last record only.
    const all = JobSummarySchema.array().parse(
      await expectStatus(await send(engineer.browser, 'GET', '/api/jobs'), 200),
    );
    const verdicts = Object.fromEntries(
      all.map((job) => [job.jobNumber, job.tests.map((test) => test.testResult)]),
    );
    expect(verdicts).toEqual({
      'DOM-MENDED': ['PASS'],
      'DOM-BROKEN': ['FAIL'],
      'COM-REPEATED': ['FAIL', 'PASS'],
    });
    // The job itself keeps every record.
    expect((await getJob(engineer, mended.id)).testRecords).toHaveLength(2);
  });
});
