/**
 * The saved jobs' query keys (GET /api/jobs), for every page that reads or changes them: the
 * account's job history, the reference page's compliance card and the calculators, which save jobs
 * and invalidate JOBS_QUERY_KEY (every key below starts with it).
 */
export const JOBS_QUERY_KEY = ['jobs'] as const;

/** The few newest jobs the reference page's compliance card shows. */
export const RECENT_JOBS_QUERY_KEY = [...JOBS_QUERY_KEY, 'recent'] as const;
