import { JobSummaryListSchema } from '@pipeproof/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import {
  JOB_DETAILS,
  createJob,
  expectError,
  expectStatus,
  jobBody,
  recordTest,
  send,
  signUpEngineer,
  testRecordBody,
  type Engineer,
} from './support/job-fixtures';
import { useTestApp } from './support/use-test-app';

/**
 * GET /api/jobs?search=&verdict=&from=&to= (decision 0408): the account page's history search and
 * filter, on the server so a job beyond the list's limit can still be found.
 */

const server = useTestApp();

let engineer: Engineer;

async function listNumbers(query: string): Promise<string[]> {
  const response = await send(engineer.browser, 'GET', `/api/jobs${query}`);
  const list = JobSummaryListSchema.parse(await expectStatus(response, 200));
  return list.map((job) => job.jobNumber).sort();
}

async function saveJob(
  jobNumber: string,
  customerName: string,
  siteName: string | undefined,
  createdAt: string,
  drops: number[],
) {
  const job = await createJob(
    engineer,
    jobBody({ jobDetails: { ...JOB_DETAILS, jobNumber, customerName }, siteName }),
  );
  for (const drop of drops) {
    await recordTest(
      engineer,
      job.id,
      testRecordBody({ actualReadings: { actualPressureDrop: drop } }),
    );
  }
  await server.database.db
    .update(jobs)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(jobs.id, job.id));
}

beforeAll(async () => {
  engineer = await signUpEngineer(server);
  // Strength test limit 16.5 mbar: a drop of 1 passes, 20 fails.
  await saveJob('A-100', 'Riverside Bakery Ltd', 'Bakery', '2026-03-02T10:00:00Z', [1]);
  await saveJob('A-101', 'Hill Farm', 'Barn 50%_off', '2026-03-15T12:00:00Z', [20, 1]);
  await saveJob('B-200', 'Riverside School', undefined, '2026-04-01T09:00:00Z', []);
  // 23:30 UTC on 31 March is 00:30 on 1 April in London (summer time).
  await saveJob('B-201', 'Town Hall', 'Boiler house', '2026-03-31T23:30:00Z', [1]);
  // Another engineer's job never shows.
  const other = engineer;
  engineer = await signUpEngineer(server);
  await saveJob('Z-999', 'Riverside Bakery Ltd', 'Bakery', '2026-03-02T10:00:00Z', [1]);
  engineer = other;
});

describe('search and filter', () => {
  it.each([
    ['', ['A-100', 'A-101', 'B-200', 'B-201']],
    ['?search=riverside', ['A-100', 'B-200']],
    ['?search=a-10', ['A-100', 'A-101']],
    ['?search=BOILER', ['B-201']],
    ['?search=Mill%20Lane', ['A-100', 'A-101', 'B-200', 'B-201']],
    ['?search=50%25_', ['A-101']],
    ['?search=_', ['A-101']],
    ['?search=%25', ['A-101']],
    ['?search=nothing%20like%20it', []],
    ['?verdict=PASS', ['A-100', 'B-201']],
    ['?verdict=FAIL', ['A-101']],
    ['?verdict=PENDING', ['B-200']],
    ['?from=2026-03-15', ['A-101', 'B-200', 'B-201']],
    ['?to=2026-03-31', ['A-100', 'A-101']],
    ['?from=2026-04-01&to=2026-04-01', ['B-200', 'B-201']],
    ['?search=riverside&verdict=PENDING', ['B-200']],
    ['?search=&verdict=&from=&to=', ['A-100', 'A-101', 'B-200', 'B-201']],
  ])('GET /api/jobs%s', async (query, expected) => {
    expect(await listNumbers(query)).toEqual(expected);
  });

  it('each summary carries its site name', async () => {
    const response = await send(engineer.browser, 'GET', '/api/jobs?search=A-100');
    const [job] = JobSummaryListSchema.parse(await expectStatus(response, 200));
    expect(job?.siteName).toBe('Bakery');
  });
});

describe('accents (decision 0925)', () => {
  it('a search finds a name with or without its accents, in any case', async () => {
    const other = await signUpEngineer(server);
    for (const [jobNumber, customerName] of [
      ['C-1', 'Café Rouge'],
      ['C-2', 'ÉCOLE PRIMAIRE'],
      ['C-3', 'Cafe Nero'],
    ] as const) {
      await createJob(other, jobBody({ jobDetails: { ...JOB_DETAILS, jobNumber, customerName } }));
    }
    const search = async (text: string) => {
      const response = await send(
        other.browser,
        'GET',
        `/api/jobs?search=${encodeURIComponent(text)}`,
      );
      return JobSummaryListSchema.parse(await expectStatus(response, 200))
        .map((job) => job.jobNumber)
        .sort();
    };
    expect(await search('CAFE')).toEqual(['C-1', 'C-3']);
    expect(await search('café')).toEqual(['C-1', 'C-3']);
    expect(await search('école')).toEqual(['C-2']);
    expect(await search('Ecole')).toEqual(['C-2']);
    expect(await search('rouge')).toEqual(['C-1']);
  });
});

describe('bad filters → 400 naming the parameter', () => {
  it.each([
    ['?verdict=pass', 'verdict', 'Verdict must be PASS, FAIL or PENDING.'],
    ['?from=31/03/2026', 'from', 'From date must be a date like 2026-03-31.'],
    ['?to=2026-02-30', 'to', 'To date is not a real date.'],
    // PostgreSQL's calendar has no year 0 (1 BC comes before AD 1).
    ['?from=0000-01-01', 'from', 'From date is not a real date.'],
    ['?to=0000-12-31', 'to', 'To date is not a real date.'],
    ['?from=2026-04-02&to=2026-04-01', 'to', 'To date must be on or after the from date.'],
    [`?search=${'x'.repeat(201)}`, 'search', 'Search must be at most 200 characters.'],
    ['?search=a&search=b', 'search', 'Search must be text.'],
    ['?search=a%00b', 'search', 'Search contains characters that cannot be searched for.'],
  ])('%s', async (query, field, message) => {
    const error = await expectError(await send(engineer.browser, 'GET', `/api/jobs${query}`), 400);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
  });
});
