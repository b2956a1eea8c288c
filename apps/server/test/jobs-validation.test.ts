import {
  ApiErrorBodySchema,
  JobSchema,
  type CreateJobRequestBody,
  type CreateTestRecordRequestBody,
} from '@pipeproof/contracts';
import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, testRecords } from '../src/db/schema';
import {
  EXISTING_TIGHTNESS_CALCULATION,
  JOB_DETAILS,
  STRENGTH_CALCULATION,
  TIGHTNESS_CALCULATION,
  expectError,
  expectStatus,
  jobBody,
  send,
  signUpEngineer,
  testRecordBody,
  type Engineer,
} from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * Bad input to /api/jobs: every kind is a 400 naming the field in the ApiErrorBody shape, never
 * a 500, and nothing already saved changes (architecture.md §4 Bad input).
 */

const server = useTestApp();
let engineer: Engineer;
let jobId: string;

beforeAll(async () => {
  engineer = await signUpEngineer(server, 'professional');
  const created = await send(engineer.browser, 'POST', '/api/jobs', jobBody());
  jobId = JobSchema.parse(await expectStatus(created, 201)).id;
});

async function stored() {
  const { db } = server.database;
  const [jobRows] = await db.select({ n: count() }).from(jobs).where(eq(jobs.userId, engineer.id));
  const [recordRows] = await db
    .select({ n: count() })
    .from(testRecords)
    .where(eq(testRecords.jobId, jobId));
  const job = await expectStatus(await send(engineer.browser, 'GET', `/api/jobs/${jobId}`), 200);
  return { jobs: jobRows?.n, testRecords: recordRows?.n, job };
}

const pipes = (n: number) => Array.from({ length: n }, () => ({ nominalSize: 25, length: 1 }));
const meters = (n: number) =>
  Array.from({ length: n }, () => ({ meterType: 'G4/U6' as const, quantity: 1 }));
const withProject = (project: object) => ({
  ...STRENGTH_CALCULATION,
  project: { ...STRENGTH_CALCULATION.project, ...project },
});
const withoutKey = <T extends object>(value: T, key: keyof T) => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

type JobCase = [label: string, body: unknown, field: string];

const JOB_CASES: JobCase[] = [
  [
    'missing jobNumber',
    jobBody({ jobDetails: withoutKey(JOB_DETAILS, 'jobNumber') as never }),
    'jobDetails.jobNumber',
  ],
  [
    'blank customerName',
    jobBody({ jobDetails: { ...JOB_DETAILS, customerName: '   ' } }),
    'jobDetails.customerName',
  ],
  [
    'gasSafeNumber of 201 characters',
    jobBody({ jobDetails: { ...JOB_DETAILS, gasSafeNumber: '1'.repeat(201) } }),
    'jobDetails.gasSafeNumber',
  ],
  [
    'location as a number',
    jobBody({ jobDetails: { ...JOB_DETAILS, location: 42 as never } }),
    'jobDetails.location',
  ],
  ['no jobDetails', withoutKey(jobBody(), 'jobDetails'), 'jobDetails'],
  ['a clientId that is not a UUID', jobBody({ clientId: 'not-a-uuid' }), 'clientId'],
  ['no clientId', withoutKey(jobBody(), 'clientId'), 'clientId'],
  // 'domestic' is a calculator type (decisions 0820, 0821); 'household' never was.
  ['calculatorType household', jobBody({ calculatorType: 'household' as never }), 'calculatorType'],
  [
    "a calculation for another calculator than the job's",
    jobBody({ calculation: { ...STRENGTH_CALCULATION, calculatorType: 'industrial' } }),
    'calculation.calculatorType',
  ],
  ['no calculation', withoutKey(jobBody(), 'calculation'), 'calculation'],
  [
    'a negative pipe length',
    jobBody({
      calculation: {
        ...STRENGTH_CALCULATION,
        pipeConfigurations: [{ nominalSize: 25, length: -1 }],
      },
    }),
    'calculation.pipeConfigurations.0.length',
  ],
  [
    'a size steel does not come in',
    jobBody({
      calculation: {
        ...STRENGTH_CALCULATION,
        pipeConfigurations: [{ nominalSize: 24, length: 1 }],
      },
    }),
    'calculation.pipeConfigurations.0.nominalSize',
  ],
  [
    'MOP above 16000 mbar',
    jobBody({ calculation: withProject({ maxOperatingPressure: 16001 }) }),
    'calculation.project.maxOperatingPressure',
  ],
  [
    'an unknown operation type',
    jobBody({ calculation: withProject({ operationType: 'Pressure Test' }) }),
    'calculation.project.operationType',
  ],
  [
    '51 pipe lines',
    jobBody({ calculation: { ...STRENGTH_CALCULATION, pipeConfigurations: pipes(51) } }),
    'calculation.pipeConfigurations',
  ],
  [
    '51 meters',
    jobBody({ calculation: { ...STRENGTH_CALCULATION, meterConfigurations: meters(51) } }),
    'calculation.meterConfigurations',
  ],
  [
    '10 000 pipe lines',
    jobBody({ calculation: { ...STRENGTH_CALCULATION, pipeConfigurations: pipes(10_000) } }),
    'calculation.pipeConfigurations',
  ],
  [
    'a NUL character in the reference',
    jobBody({ calculation: withProject({ reference: 'JOB\u0000' }) }),
    'calculation.project.reference',
  ],
  [
    'a lone surrogate in the engineer name',
    jobBody({ calculation: withProject({ engineerName: 'Sam \ud800' }) }),
    'calculation.project.engineerName',
  ],
  [
    'a NUL character in the job number',
    jobBody({ jobDetails: { ...JOB_DETAILS, jobNumber: 'A\u0000B' } }),
    'jobDetails.jobNumber',
  ],
  ['siteName of 201 characters', jobBody({ siteName: 'x'.repeat(201) }), 'siteName'],
  ['sectionIdentity as a list', jobBody({ sectionIdentity: ['a'] as never }), 'sectionIdentity'],
];

describe('POST /api/jobs and PUT /api/jobs/:id: bad input → 400 naming the field', () => {
  it.each(JOB_CASES)('POST with %s → 400 on %s', async (_label, body, field) => {
    const before = await stored();
    const error = await expectError(await send(engineer.browser, 'POST', '/api/jobs', body), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(error.message.length).toBeGreaterThan(5);
    expect(await stored()).toEqual(before);
  });

  it.each(JOB_CASES.filter(([, , field]) => field !== 'clientId'))(
    'PUT with %s → 400 on %s; the job is unchanged',
    async (_label, body, field) => {
      const before = await stored();
      const error = await expectError(
        await send(engineer.browser, 'PUT', `/api/jobs/${jobId}`, body),
        400,
      );
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(await stored()).toEqual(before);
    },
  );

  it('messages say what is wrong in words', async () => {
    const missing = await expectError(
      await send(engineer.browser, 'POST', '/api/jobs', JOB_CASES[0]![1]),
      400,
    );
    expect(missing.message).toBe('Job number is required.');
    const negative = await expectError(
      await send(engineer.browser, 'POST', '/api/jobs', JOB_CASES[10]![1]),
      400,
    );
    expect(negative.message).toBe('calculation.pipeConfigurations.0.length: must be 0 or more');
    const tooMany = await expectError(
      await send(engineer.browser, 'POST', '/api/jobs', JOB_CASES[14]![1]),
      400,
    );
    expect(tooMany.message).toBe('calculation.pipeConfigurations: must have at most 50 lines');
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"job"'],
    ['broken JSON', '{"clientId":'],
  ])('a body that is %s → 400', async (_label, text) => {
    const response = await engineer.browser.request('POST', '/api/jobs', {
      body: text,
      headers: { 'content-type': 'application/json' },
    });
    expect((await expectError(response, 400)).code).toBe('VALIDATION_ERROR');
  });
});

type RecordCase = [label: string, body: unknown, field: string];

const RECORD_CASES: RecordCase[] = [
  ['an unknown testName', testRecordBody({ testName: 'Pressure Test' as never }), 'testName'],
  ['no testName', withoutKey(testRecordBody(), 'testName'), 'testName'],
  ['a clientId that is not a UUID', testRecordBody({ clientId: '1234' }), 'clientId'],
  [
    'latitude 91',
    testRecordBody({ location: { latitude: 91, longitude: 0 } }),
    'location.latitude',
  ],
  [
    'longitude -180.5',
    testRecordBody({ location: { latitude: 0, longitude: -180.5 } }),
    'location.longitude',
  ],
  [
    'a location without longitude',
    testRecordBody({ location: { latitude: 51.5 } as never }),
    'location.longitude',
  ],
  [
    'a negative pressure drop',
    testRecordBody({ actualReadings: { actualPressureDrop: -0.1 } }),
    'actualReadings.actualPressureDrop',
  ],
  [
    'gas content over 100 %',
    testRecordBody({
      testName: 'Purge',
      calculation: {
        ...STRENGTH_CALCULATION,
        project: { installationType: 'new', operationType: 'Purge' },
      },
      actualReadings: { actualGasContent: 101 },
    }),
    'actualReadings.actualGasContent',
  ],
  [
    'a reading as text',
    testRecordBody({ actualReadings: { actualPressureDrop: '1' as never } }),
    'actualReadings.actualPressureDrop',
  ],
  [
    'a negative pipe length',
    testRecordBody({
      calculation: {
        ...STRENGTH_CALCULATION,
        pipeConfigurations: [{ nominalSize: 25, length: -3 }],
      },
    }),
    'calculation.pipeConfigurations.0.length',
  ],
  [
    'a tightness test without a gauge (a record needs every figure)',
    testRecordBody({
      testName: 'Tightness Test',
      calculation: {
        ...TIGHTNESS_CALCULATION,
        project: withoutKey(TIGHTNESS_CALCULATION.project, 'gaugeType'),
      },
    }),
    'calculation.project.gaugeType',
  ],
  [
    'a Let-by Test from a strength calculation',
    testRecordBody({ testName: 'Let-by Test' }),
    'calculation.project.operationType',
  ],
  [
    'a Let-by Test on a new installation',
    testRecordBody({
      testName: 'Let-by Test',
      calculation: {
        ...EXISTING_TIGHTNESS_CALCULATION,
        project: { ...EXISTING_TIGHTNESS_CALCULATION.project, installationType: 'new' },
      },
    }),
    'calculation.project.installationType',
  ],
  [
    "an industrial calculation on the job's commercial job",
    testRecordBody({ calculation: { ...STRENGTH_CALCULATION, calculatorType: 'industrial' } }),
    'calculation.calculatorType',
  ],
  [
    'a commercial installation over 1 m³ (the engine gives no verdict)',
    testRecordBody({
      calculation: {
        ...STRENGTH_CALCULATION,
        pipeConfigurations: [{ nominalSize: 150, length: 60 }],
      },
    }),
    'calculation.pipeConfigurations',
  ],
  [
    '51 pipe lines',
    testRecordBody({ calculation: { ...STRENGTH_CALCULATION, pipeConfigurations: pipes(51) } }),
    'calculation.pipeConfigurations',
  ],
  ['recordedAt in words', testRecordBody({ recordedAt: 'yesterday' }), 'recordedAt'],
  ['recordedAt in year 0', testRecordBody({ recordedAt: '0000-01-01T00:00:00Z' }), 'recordedAt'],
  ['siteName with a NUL', testRecordBody({ siteName: '\u0000' }), 'siteName'],
];

describe('POST /api/jobs/:id/test-records: bad input → 400 naming the field, nothing stored', () => {
  it.each(RECORD_CASES)('%s → 400 on %s', async (_label, body, field) => {
    const before = await stored();
    const response = await send(engineer.browser, 'POST', `/api/jobs/${jobId}/test-records`, body);
    expect(await expectError(response, 400)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await stored()).toEqual(before);
  });

  it('the over-1 m³ refusal gives the engine’s words', async () => {
    const response = await send(
      engineer.browser,
      'POST',
      `/api/jobs/${jobId}/test-records`,
      RECORD_CASES[14]![1],
    );
    expect((await expectError(response, 400)).message).toContain(
      'Volume Exceeds Commercial Threshold',
    );
  });
});

describe('generated malformed bodies: never a 5xx', () => {
  const NASTY = fc.constantFrom<unknown>(
    null,
    '',
    ' ',
    '\u0000',
    '\ud800',
    'a\udc00b',
    0,
    -1,
    -1e-9,
    1e308,
    -1e308,
    2 ** 53,
    91,
    -181,
    16001,
    '25mm',
    '-25mm',
    'Infinity',
    true,
    [],
    {},
    [null],
    [{}],
    '__proto__',
    'constructor',
    'x'.repeat(5000),
    '2026-02-30T10:00:00Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '00000000-0000-0000-0000-000000000000',
    'Let-by Test',
    'Purge',
    'industrial',
    'existing',
    { latitude: 0, longitude: 0 },
  );
  const VALUE = fc.oneof(
    NASTY,
    fc.jsonValue({ maxDepth: 3 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 30, unit: 'binary' }),
  );
  const mutation = (paths: readonly (readonly (string | number)[])[]) =>
    fc.record({
      path: fc.constantFrom(...paths),
      value: fc.option(VALUE, { nil: undefined, freq: 5 }),
    });

  const CALCULATION_PATHS = [
    ['calculation'],
    ['calculation', 'calculatorType'],
    ['calculation', 'project'],
    ['calculation', 'project', 'installationType'],
    ['calculation', 'project', 'operationType'],
    ['calculation', 'project', 'maxOperatingPressure'],
    ['calculation', 'project', 'reference'],
    ['calculation', 'project', 'gaugeType'],
    ['calculation', 'project', 'roomVolume'],
    ['calculation', 'pipeConfigurations'],
    ['calculation', 'pipeConfigurations', 0],
    ['calculation', 'pipeConfigurations', 0, 'nominalSize'],
    ['calculation', 'pipeConfigurations', 0, 'length'],
    ['calculation', 'meterConfigurations'],
    ['calculation', 'purgeConfigurations'],
    ['calculation', 'readings'],
  ] as const;
  const JOB_PATHS = [
    ...CALCULATION_PATHS,
    ['clientId'],
    ['calculatorType'],
    ['jobDetails'],
    ['jobDetails', 'jobNumber'],
    ['jobDetails', 'customerName'],
    ['jobDetails', 'location'],
    ['siteName'],
    ['sectionIdentity'],
  ] as const;
  const RECORD_PATHS = [
    ...CALCULATION_PATHS,
    ['clientId'],
    ['testName'],
    ['actualReadings'],
    ['actualReadings', 'actualPressureDrop'],
    ['actualReadings', 'letByPressureReading'],
    ['actualReadings', 'actualGasContent'],
    ['location'],
    ['location', 'latitude'],
    ['location', 'longitude'],
    ['recordedAt'],
    ['siteName'],
    ['timedInApp'],
    ['actionNote'],
  ] as const;

  function mutate(
    body: object,
    mutations: { path: readonly (string | number)[]; value: unknown }[],
  ) {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    for (const { path, value } of mutations) {
      let node: unknown = copy;
      for (const key of path.slice(0, -1)) {
        if (typeof node !== 'object' || node === null) break;
        node = (node as Record<string | number, unknown>)[key];
      }
      if (typeof node !== 'object' || node === null) continue;
      const last = path[path.length - 1]!;
      // 'length' of a list that replaced a line is not a field: leave the list alone.
      if (Array.isArray(node) && typeof last !== 'number') continue;
      if (value === undefined) delete (node as Record<string | number, unknown>)[last];
      else (node as Record<string | number, unknown>)[last] = value;
    }
    return copy;
  }

  const statuses: number[] = [];

  async function expectNo5xx(method: 'POST' | 'PUT', path: string, json: unknown) {
    const response = await send(engineer.browser, method, path, json);
    statuses.push(response.status);
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    if (response.status >= 400) {
      const error = ApiErrorBodySchema.parse(body);
      expect(error.message.length).toBeGreaterThan(0);
      if (response.status === 400) expect(error.code).toBe('VALIDATION_ERROR');
    }
  }

  const jobBodies: CreateJobRequestBody[] = [
    jobBody(),
    jobBody({ calculation: TIGHTNESS_CALCULATION }),
    jobBody({ calculation: EXISTING_TIGHTNESS_CALCULATION }),
  ];
  const recordBodies: CreateTestRecordRequestBody[] = [
    testRecordBody(),
    testRecordBody({
      testName: 'Let-by Test',
      calculation: EXISTING_TIGHTNESS_CALCULATION,
      actualReadings: { letByPressureReading: 0 },
      location: { latitude: 51.5, longitude: -0.12 },
      recordedAt: '2026-06-01T08:00:00Z',
    }),
  ];

  it('mutated job bodies, POST and PUT', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...jobBodies),
        fc.array(mutation(JOB_PATHS), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (body, mutations, isPut) => {
          const mutated = mutate(body, mutations);
          if (isPut) await expectNo5xx('PUT', `/api/jobs/${jobId}`, mutated);
          else await expectNo5xx('POST', '/api/jobs', mutated);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('mutated test record bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...recordBodies),
        fc.array(mutation(RECORD_PATHS), { minLength: 1, maxLength: 4 }),
        async (body, mutations) => {
          // A fresh clientId each run, so a mutation is checked rather than answered as a retry.
          const fresh = { ...body, clientId: crypto.randomUUID() };
          await expectNo5xx('POST', `/api/jobs/${jobId}/test-records`, mutate(fresh, mutations));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('arbitrary JSON as the body of every route that takes one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 4 }),
        fc.constantFrom(
          ['POST', '/api/jobs'] as const,
          ['PUT', `/api/jobs/:id`] as const,
          ['POST', `/api/jobs/:id/test-records`] as const,
        ),
        async (value, [method, template]) => {
          await expectNo5xx(method, template.replace(':id', jobId), value);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('at least 200 of the generated bodies were refused, none with a 5xx', () => {
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(
      statuses.filter((status) => status >= 400 && status < 500).length,
    ).toBeGreaterThanOrEqual(200);
  });
});
