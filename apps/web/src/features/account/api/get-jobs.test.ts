import { JobSummaryListSchema } from '@pipeproof/contracts';
import { describe, expect, it } from 'vitest';
import { readJobSummaryList } from './get-jobs';

/** As GET /api/jobs answers: most recently changed first, with a field the contract does not list. */
const REPLY: Record<string, unknown>[] = [
  {
    id: 'job-2',
    clientId: 'c-2',
    calculatorType: 'industrial',
    jobNumber: 'J-1042',
    customerName: 'Riverside Bakery',
    location: 'Unit 4, Mill Lane',
    siteName: 'Boiler house',
    createdAt: '2026-12-01T09:00:00.000Z',
    updatedAt: '2026-12-02T10:30:00.000Z',
    tests: [
      { testName: 'Strength Test', testResult: 'PASS', recordedAt: '2026-12-02T10:00:00.000Z' },
      { testName: 'Tightness Test', testResult: 'FAIL', recordedAt: '2026-12-02T10:30:00.000Z' },
    ],
    notInTheContract: true,
  },
  {
    id: 'job-1',
    clientId: 'c-1',
    calculatorType: 'domestic',
    jobNumber: '7',
    customerName: 'A. Customer',
    location: '1 High Street',
    siteName: null,
    createdAt: '2026-11-30T08:00:00.000Z',
    updatedAt: '2026-11-30T08:00:00.000Z',
    tests: [],
  },
];

const [first, second] = [REPLY[0]!, REPLY[1]!];

describe('readJobSummaryList', () => {
  it('reads a reply as contracts’ schema does, keeping only the contract’s fields', () => {
    expect(readJobSummaryList(REPLY)).toEqual(JobSummaryListSchema.parse(REPLY));
    expect(readJobSummaryList(REPLY)[0]).not.toHaveProperty('notInTheContract');
    expect(readJobSummaryList([])).toEqual([]);
  });

  it.each([
    ['a reply that is not a list', { jobs: REPLY }, 'jobs'],
    ['a job that is not an object', [first, null], 'jobs[1]'],
    ['an unknown calculator', [{ ...first, calculatorType: 'quick' }], 'jobs[0].calculatorType'],
    ['a missing job number', [{ ...first, jobNumber: undefined }], 'jobs[0].jobNumber'],
    ['a site name left out (not null)', [{ ...second, siteName: undefined }], 'jobs[0].siteName'],
    ['tests that are not a list', [{ ...second, tests: {} }], 'jobs[0].tests'],
    [
      'an unknown test',
      [{ ...first, tests: [{ testName: 'Soap Test', testResult: 'PASS', recordedAt: 'x' }] }],
      'jobs[0].tests[0].testName',
    ],
    [
      'an unknown verdict',
      [{ ...first, tests: [{ testName: 'Purge', testResult: 'OK', recordedAt: 'x' }] }],
      'jobs[0].tests[0].testResult',
    ],
    [
      'a test without its time',
      [{ ...first, tests: [{ testName: 'Purge', testResult: 'PASS' }] }],
      'jobs[0].tests[0].recordedAt',
    ],
  ])('refuses %s, naming where', (_name, reply, path) => {
    expect(() => readJobSummaryList(reply)).toThrow(`not valid at ${path}.`);
    expect(JobSummaryListSchema.safeParse(reply).success).toBe(false);
  });
});
