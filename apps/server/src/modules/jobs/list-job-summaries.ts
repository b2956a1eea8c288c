import {
  JOB_LIST_LIMIT,
  JobCalculatorTypeSchema,
  TestNameSchema,
  TestResultSchema,
  type JobListQuery,
  type JobSummary,
} from '@pipeproof/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs, testRecords } from '../../db/schema';
import { jobFilterConditions } from './job-filter-conditions';
import { isStandingRecord } from './standing-record-sql';

/** A test as the query's JSON gives it (timestamps as PostgreSQL writes them in JSON). */
interface TestJson {
  testName: string;
  testResult: string;
  recordedAt: string;
}

/**
 * Each job's tests, oldest first, as one JSON array made by the database: one query for the whole
 * list, not one for the jobs and another for their tests (docs/decisions/0842). A domestic job's
 * records replaced by its last are left out, as its certificate leaves them out (decision 0923).
 */
// Written out with its table names: in a one-table select Drizzle leaves column names
// unqualified, and inside the subquery "id" would be the test record's.
const testsOfJob = sql<TestJson[] | null>`(
  select json_agg(
    json_build_object('testName', t.test_name, 'testResult', t.test_result, 'recordedAt', t.recorded_at)
    order by t.recorded_at, t.created_at, t.id
  )
  from ${testRecords} as t
  where t.job_id = ${jobs}.id and ${isStandingRecord}
)`;

function selectSummaries(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: jobs.id,
      clientId: jobs.clientId,
      calculatorType: jobs.calculatorType,
      jobNumber: jobs.jobNumber,
      customerName: jobs.customerName,
      location: jobs.location,
      siteName: jobs.siteName,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
      tests: testsOfJob,
    })
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(JOB_LIST_LIMIT);
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

/**
 * The unfiltered list, the one the account page asks for most: prepared once per connection on
 * PostgreSQL, so it is parsed and planned once, not on every request (docs/decisions/0842).
 */
const preparedLists = new WeakMap<
  Db,
  { execute: (values: { userId: string }) => Promise<SummaryRow[]> }
>();

function unfilteredList(db: Db) {
  let prepared = preparedLists.get(db);
  if (!prepared) {
    prepared = selectSummaries(db, eq(jobs.userId, sql.placeholder('userId'))).prepare(
      'list_job_summaries',
    );
    preparedLists.set(db, prepared);
  }
  return prepared;
}

/**
 * The user's jobs for the account page's job history: most recently changed first (at most
 * JOB_LIST_LIMIT), each with its tests oldest first, only those matching `query` (decision 0408:
 * filtered here, before the limit, so an old job can still be found). One query, whatever the
 * number of jobs.
 */
export async function listJobSummaries(
  db: Db,
  userId: string,
  query: JobListQuery = {},
): Promise<JobSummary[]> {
  const conditions = jobFilterConditions(query);
  const rows =
    conditions.length === 0
      ? await unfilteredList(db).execute({ userId })
      : await selectSummaries(db, and(eq(jobs.userId, userId), ...conditions));
  return rows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    calculatorType: JobCalculatorTypeSchema.parse(row.calculatorType),
    jobNumber: row.jobNumber,
    customerName: row.customerName,
    location: row.location,
    siteName: row.siteName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    tests: (row.tests ?? []).map((test) => ({
      testName: TestNameSchema.parse(test.testName),
      testResult: TestResultSchema.parse(test.testResult),
      // The JSON's timestamp read as the other columns are: to the millisecond, in UTC.
      recordedAt: new Date(test.recordedAt).toISOString(),
    })),
  }));
}
