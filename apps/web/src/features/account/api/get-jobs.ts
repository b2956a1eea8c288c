import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobSummaryListSchema, type JobListQuery, type JobSummary } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';
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
  // Parsed with the shared contract so a server change shows as an error, not a broken list.
  return JobSummaryListSchema.parse(await apiGet<unknown>(`/api/jobs${toJobListSearch(query)}`));
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
