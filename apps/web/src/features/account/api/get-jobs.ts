import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobSummaryListSchema, type JobSummary } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';
import { JOBS_QUERY_KEY } from '../../../lib/jobs-query-keys';

/** GET /api/jobs: the user's saved jobs, most recently changed first (product.md §10 Saved work). */
export async function getJobs(): Promise<JobSummary[]> {
  // Parsed with the shared contract so a server change shows as an error, not a broken list.
  return JobSummaryListSchema.parse(await apiGet<unknown>('/api/jobs'));
}

export function getJobsQueryOptions() {
  return queryOptions({
    queryKey: JOBS_QUERY_KEY,
    queryFn: getJobs,
    // Jobs are saved from the calculators: read the list afresh each time the page opens.
    refetchOnMount: 'always',
  });
}

export function useJobs() {
  return useQuery(getJobsQueryOptions());
}
