import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSummary } from '@pipeproof/contracts';
import { apiGet } from '../../../lib/api-client';
import { RECENT_JOBS_QUERY_KEY } from '../../../lib/jobs-query-keys';

/** How many of the newest jobs the compliance status card shows. */
export const RECENT_JOB_COUNT = 5;

/**
 * GET /api/jobs: the signed-in user's saved jobs, most recently changed first (docs/api.md).
 * The key starts with the app's jobs key, so a save in a calculator (which invalidates it) shows here.
 * Not parsed with the contract's zod schema: that would add zod to this light page's chunk
 * (decision 0600); the account page parses the same reply.
 */
export async function getRecentJobs(): Promise<JobSummary[]> {
  const jobs = await apiGet<unknown>('/api/jobs');
  if (!Array.isArray(jobs)) throw new Error('GET /api/jobs did not answer with a list');
  return (jobs as JobSummary[]).slice(0, RECENT_JOB_COUNT);
}

export function useRecentJobs(isSignedIn: boolean) {
  return useQuery(
    queryOptions({
      queryKey: RECENT_JOBS_QUERY_KEY,
      queryFn: getRecentJobs,
      enabled: isSignedIn,
      // Jobs are saved from the calculators: read them afresh each time the page opens.
      refetchOnMount: 'always',
    }),
  );
}
