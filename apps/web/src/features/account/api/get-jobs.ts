import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALCULATOR_TYPES, VERDICT_STATUSES } from '@pipeproof/engine';
import { TEST_NAMES, type JobListQuery, type JobSummary } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';
import {
  readArray,
  readOneOf,
  readOrNull,
  readRecord,
  readString,
} from '../../../lib/reply-readers';
import { JOBS_QUERY_KEY } from '../../../lib/jobs-query-keys';

/** The history's search and filter as GET /api/jobs parameters (decision 0408); none: ''. */
export function toJobListSearch(query: JobListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params.set(name, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * GET /api/jobs: the user's saved jobs, most recently changed first (product.md §10 Saved work),
 * only those matching the history's search and filter when one is given (decision 0408).
 */
export async function getJobs(query: JobListQuery = {}): Promise<JobSummary[]> {
  // Read as the shared contract reads it, so a server change shows as an error, not a broken list.
  return readJobSummaryList(await apiGet<unknown>(`/api/jobs${toJobListSearch(query)}`));
}

/**
 * The reply, read by hand as contracts' JobSummaryListSchema reads it, so the account page's first
 * load carries no zod (decision 0877). Typed: a field added to JobSummary does not compile until
 * it is read here.
 */
export function readJobSummaryList(value: unknown): JobSummary[] {
  return readArray(value, 'jobs').map((item, index): JobSummary => {
    const path = `jobs[${index}]`;
    const job = readRecord(item, path);
    return {
      id: readString(job.id, `${path}.id`),
      clientId: readString(job.clientId, `${path}.clientId`),
      calculatorType: readOneOf(CALCULATOR_TYPES, job.calculatorType, `${path}.calculatorType`),
      jobNumber: readString(job.jobNumber, `${path}.jobNumber`),
      customerName: readString(job.customerName, `${path}.customerName`),
      location: readString(job.location, `${path}.location`),
      siteName: readOrNull(job.siteName, `${path}.siteName`, readString),
      createdAt: readString(job.createdAt, `${path}.createdAt`),
      updatedAt: readString(job.updatedAt, `${path}.updatedAt`),
      tests: readArray(job.tests, `${path}.tests`).map((entry, testIndex) => {
        const testPath = `${path}.tests[${testIndex}]`;
        const test = readRecord(entry, testPath);
        return {
          testName: readOneOf(TEST_NAMES, test.testName, `${testPath}.testName`),
          testResult: readOneOf(VERDICT_STATUSES, test.testResult, `${testPath}.testResult`),
          recordedAt: readString(test.recordedAt, `${testPath}.recordedAt`),
        };
      }),
    };
  });
}

export function getJobsQueryOptions(query: JobListQuery = {}) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'history', toJobListSearch(query)],
    queryFn: () => getJobs(query),
    // Jobs are saved from the calculators: read the list afresh each time the page opens.
    refetchOnMount: 'always',
  });
}

export function useJobs(query: JobListQuery = {}) {
  return useQuery({
    ...getJobsQueryOptions(query),
    // A new search keeps the last list on screen until its answer comes.
    placeholderData: (previous) => previous,
  });
}
