import {
  CALCULATION_GATE_MESSAGES,
  JobSchema,
  TestRecordSchema,
  type JobCalculationBody,
  type Tier,
} from '@pipeproof/contracts';
import { calculate, type CalculationInput } from '@pipeproof/engine';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, testRecords } from '../src/db/schema';
import { setUserTier } from '../src/modules/users/set-user-tier';
import {
  createJob,
  expectError,
  expectStatus,
  jobBody,
  send,
  signUpEngineer,
  testRecordBody,
} from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * Industrial jobs (decision 0640, product.md §10: industrial is Professional only): what only a
 * Professional engineer may calculate, only they may save — jobs and test records alike, with the
 * one gate of packages/contracts (findCalculationGate). The industrial inputs (the five gases,
 * room classification, Type B room volume, DN200–300 steel, copper to 159 mm, hoses and stacks)
 * are kept as sent, and the server's verdict is the engine's.
 */

const server = useTestApp();

/** Existing installation, Type B room of 35 m³, propane, air test (standards.md §2, §3). */
const TYPE_B_PROPANE = {
  project: {
    installationType: 'existing',
    operationType: 'Tightness Test',
    gasType: 'Propane',
    zoneType: 'Type B',
    roomVolume: 35,
    maxOperatingPressure: 37,
    gaugeType: 'electronic01',
    testMedium: 'Air',
  },
  pipeConfigurations: [
    { material: 'steel', nominalSize: 100, length: 40 },
    { material: 'steel', nominalSize: '200mm', length: 5 },
  ],
} satisfies JobCalculationBody;

/** New installation purge: DN300 steel with a 100 mm vent stack. */
const DN300_PURGE = {
  project: { installationType: 'new', operationType: 'Purge', purgeDirection: 'air-to-gas' },
  pipeConfigurations: [{ material: 'steel', nominalSize: 300, length: 12 }],
  purgeConfigurations: [
    { type: 'hose', nominalSize: 50, length: 6 },
    { type: 'stack', nominalSize: 100, length: 3 },
  ],
} satisfies JobCalculationBody;

const industrialJob = (calculation: JobCalculationBody = TYPE_B_PROPANE) =>
  jobBody({ calculatorType: 'industrial', calculation });

function engineFor(calculation: JobCalculationBody, readings = {}) {
  const input = {
    ...calculation,
    calculatorType: 'industrial',
    readings,
  } as CalculationInput;
  const result = calculate(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

async function storedRows(userId: string) {
  const { db } = server.database;
  const [jobRows] = await db.select({ n: count() }).from(jobs).where(eq(jobs.userId, userId));
  const [recordRows] = await db
    .select({ n: count() })
    .from(testRecords)
    .innerJoin(jobs, eq(jobs.id, testRecords.jobId))
    .where(eq(jobs.userId, userId));
  return { jobs: jobRows?.n, testRecords: recordRows?.n };
}

describe('below Professional: industrial jobs and test records are refused (403)', () => {
  it.each(['free', 'basic', 'premium'] as const)(
    'a %s engineer cannot save an industrial job, by POST or by PUT',
    async (tier: Tier) => {
      const engineer = await signUpEngineer(server, tier);
      const post = await send(engineer.browser, 'POST', '/api/jobs', industrialJob());
      expect(await expectError(post, 403)).toEqual({
        code: 'UPGRADE_REQUIRED',
        message: CALCULATION_GATE_MESSAGES.industrial,
        upgradeRequired: true,
      });

      // Their own commercial job cannot be turned into an industrial one either.
      const commercial = JobSchema.parse(
        await expectStatus(await send(engineer.browser, 'POST', '/api/jobs', jobBody()), 201),
      );
      const { clientId: _clientId, ...update } = industrialJob();
      const put = await send(engineer.browser, 'PUT', `/api/jobs/${commercial.id}`, update);
      expect(await expectError(put, 403)).toMatchObject({
        message: CALCULATION_GATE_MESSAGES.industrial,
      });
      expect(await storedRows(engineer.id)).toEqual({ jobs: 1, testRecords: 0 });
    },
  );

  it('after a downgrade, no new test record on an industrial job; the job itself can still be read', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    const job = await createJob(engineer, industrialJob());
    await setUserTier(server.database.db, engineer.email, 'premium');

    const record = testRecordBody({
      testName: 'Let-by Test',
      calculation: TYPE_B_PROPANE,
      actualReadings: { letByPressureReading: 0 },
    });
    const refused = await send(
      engineer.browser,
      'POST',
      `/api/jobs/${job.id}/test-records`,
      record,
    );
    expect(await expectError(refused, 403)).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      message: CALCULATION_GATE_MESSAGES.industrial,
    });
    expect(await storedRows(engineer.id)).toEqual({ jobs: 1, testRecords: 0 });
    // Their own work stays theirs to see (decision 0640): reading is not calculating.
    const read = JobSchema.parse(
      await expectStatus(await send(engineer.browser, 'GET', `/api/jobs/${job.id}`), 200),
    );
    expect(read.calculatorType).toBe('industrial');
  });

  it('signed out: 401, nothing saved', async () => {
    const error = await expectError(
      await send(server.browser(), 'POST', '/api/jobs', industrialJob()),
      401,
    );
    expect(error.code).toBe('UNAUTHORIZED');
  });
});

describe('Professional: industrial jobs keep every industrial input; records get the engine’s verdict', () => {
  it('saves the gas, room classification, Type B room volume and DN200 as sent (sizes in mm)', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    const job = await createJob(engineer, industrialJob());
    expect(job.calculatorType).toBe('industrial');
    expect(job.calculation).toEqual({
      ...TYPE_B_PROPANE,
      calculatorType: 'industrial',
      pipeConfigurations: [
        { material: 'steel', nominalSize: 100, length: 40 },
        { material: 'steel', nominalSize: 200, length: 5 },
      ],
    });
  });

  it('let-by, then a tightness test: the stored verdicts and figures are the engine’s', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    const job = await createJob(engineer, industrialJob());
    const expected = engineFor(TYPE_B_PROPANE, { letByPressureReading: 0 });
    const limit = expected.tightnessTest?.maxDropMbar;
    if (limit === undefined) throw new Error('no tightness test');

    for (const [drop, verdict] of [
      [limit, 'PASS'],
      [limit + 0.01, 'FAIL'],
    ] as const) {
      const readings = { letByPressureReading: 0, actualPressureDrop: drop };
      const response = await send(
        engineer.browser,
        'POST',
        `/api/jobs/${job.id}/test-records`,
        testRecordBody({
          testName: 'Tightness Test',
          calculation: TYPE_B_PROPANE,
          actualReadings: readings,
        }),
      );
      const record = TestRecordSchema.parse(await expectStatus(response, 201));
      expect(record.testResult).toBe(verdict);
      expect(record.results).toEqual(engineFor(TYPE_B_PROPANE, readings));
    }
  });

  it('a DN300 purge with hose and stack, recorded with the engine’s PASS', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    const job = await createJob(engineer, industrialJob(DN300_PURGE));
    const purge = engineFor(DN300_PURGE).purge;
    if (!purge) throw new Error('no purge');
    const readings = { actualFlowRate: purge.minimumFlowM3h, actualGasContent: 92 };
    const response = await send(
      engineer.browser,
      'POST',
      `/api/jobs/${job.id}/test-records`,
      testRecordBody({ testName: 'Purge', calculation: DN300_PURGE, actualReadings: readings }),
    );
    const record = TestRecordSchema.parse(await expectStatus(response, 201));
    expect(record.testResult).toBe('PASS');
    expect(record.results).toMatchObject({
      requiredPurgeVolume: purge.purgeVolumeM3,
      minimumFlowRate: 216,
    });
  });

  it('refuses what the engine refuses, naming the field: Type B at 60 m³, copper 200 mm', async () => {
    const engineer = await signUpEngineer(server, 'professional');
    const tooLarge = await send(
      engineer.browser,
      'POST',
      '/api/jobs',
      industrialJob({
        ...TYPE_B_PROPANE,
        project: { ...TYPE_B_PROPANE.project, roomVolume: 60 },
      }),
    );
    expect(await expectError(tooLarge, 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'calculation.project.roomVolume',
      message: expect.stringContaining(
        'Room volume must be less than 60m3 for Type B. Use Type C for larger rooms.',
      ),
    });
    const noSuchCopper = await send(
      engineer.browser,
      'POST',
      '/api/jobs',
      industrialJob({
        ...TYPE_B_PROPANE,
        pipeConfigurations: [{ material: 'copper', nominalSize: 200, length: 5 }],
      }),
    );
    expect(await expectError(noSuchCopper, 400)).toMatchObject({
      field: 'calculation.pipeConfigurations.0.nominalSize',
    });
    expect(await storedRows(engineer.id)).toEqual({ jobs: 0, testRecords: 0 });
  });
});
