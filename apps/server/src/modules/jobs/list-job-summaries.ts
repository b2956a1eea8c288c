import {
  JOB_LIST_LIMIT,
  JobCalculatorTypeSchema,
  TestNameSchema,
  TestResultSchema,
  type JobListQuery,
  type JobSummary,
} from '@pipeproof/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { jobs, testRecords } from '../../db/schema';
import { jobFilterConditions } from './job-filter-conditions';

/**
 * The user's jobs for the account page's job history: most recently changed first (at most
 * JOB_LIST_LIMIT), each with its tests oldest first, only those matching `query` (decision 0408:
 * filtered here, before the limit, so an old job can still be found). Two queries, whatever the
 * number of jobs.
 */
export async function listJobSummaries(
  db: Db,
  userId: string,
  query: JobListQuery = {},
): Promise<JobSummary[]> {
  const jobRows = await db
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
    })
    .from(jobs)
    .where(and(eq(jobs.userId, userId), ...jobFilterConditions(query)))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(JOB_LIST_LIMIT);
  if (jobRows.length === 0) return [];

  const testRows = await db
    .select({
      jobId: testRecords.jobId,
      testName: testRecords.testName,
      testResult: testRecords.testResult,
      recordedAt: testRecords.recordedAt,
    })
    .from(testRecords)
    .where(
      inArray(
        testRecords.jobId,
        jobRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(testRecords.recordedAt), asc(testRecords.createdAt), asc(testRecords.id));

  const testsByJob = new Map<string, JobSummary['tests']>();
  for (const test of testRows) {
    const tests = testsByJob.get(test.jobId) ?? [];
    tests.push({
      testName: TestNameSchema.parse(test.testName),
      testResult: TestResultSchema.parse(test.testResult),
      recordedAt: test.recordedAt.toISOString(),
    });
    testsByJob.set(test.jobId, tests);
  }
  return jobRows.map((row) => ({
    id: row.id,
    clientId: row.clientId,
    calculatorType: JobCalculatorTypeSchema.parse(row.calculatorType),
    jobNumber: row.jobNumber,
    customerName: row.customerName,
    location: row.location,
    siteName: row.siteName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    tests: testsByJob.get(row.id) ?? [],
  }));
}
