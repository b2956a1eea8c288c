import { useState } from 'react';
import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import type { JobListQuery, JobSummary, Tier } from '@pipeproof/contracts';
import type { CalculatorType } from '@pipeproof/engine';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUser } from '../../../lib/session';
import { CertificateActions } from '../../certificates';
import { useJobs } from '../api/get-jobs';
import { DeleteJobButton } from './delete-job-button';
import { JobHistoryFilter } from './job-history-filter';
import { JobTestVerdicts } from './job-test-verdicts';
import { formatJobDate } from '../utils/format-job-date';

export const NO_JOBS_TEXT = 'No saved jobs yet. Jobs you run while signed in appear here.';
export const JOBS_LOAD_FAILED_TEXT = 'Your jobs could not be loaded. Check your connection.';
export const NO_MATCHING_JOBS_TEXT = 'No jobs match your search. Clear it to see every job.';

const isFiltered = (query: JobListQuery) => Object.values(query).some(Boolean);

function describeMatches(count: number): string {
  return count === 1 ? '1 job matches your search.' : `${count} jobs match your search.`;
}

const CALCULATOR_NAMES: Record<CalculatorType, string> = {
  commercial: 'Commercial',
  industrial: 'Industrial',
  domestic: 'Domestic',
};

function JobRow({ job, tier }: { job: JobSummary; tier: Tier }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-lg font-bold break-words">{job.jobNumber}</p>
        <p className="text-base break-words text-slate-800">{job.customerName}</p>
        <p className="text-sm break-words text-slate-700">
          {job.siteName ? `${job.siteName} · ${job.location}` : job.location}
        </p>
        <p className="text-sm text-slate-700">
          <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
          {' · '}
          {CALCULATOR_NAMES[job.calculatorType]}
        </p>
        <JobTestVerdicts job={job} label={`Tests on job ${job.jobNumber}`} />
        {job.tests.length > 0 ? (
          <div className="mt-2">
            <CertificateActions tier={tier} jobId={job.id} context={`for job ${job.jobNumber}`} />
          </div>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link
            to={`/${job.calculatorType}?job=${job.id}`}
            aria-label={`Open job ${job.jobNumber}`}
          >
            Open
          </Link>
        </Button>
        {/* A retest of the same site: a new job with this one's site data (decision 0407). */}
        <Button asChild variant="secondary">
          <Link
            to={`/${job.calculatorType}?duplicate=${job.id}`}
            aria-label={`Duplicate job ${job.jobNumber}`}
          >
            Duplicate
          </Link>
        </Button>
        <DeleteJobButton job={job} />
      </div>
    </li>
  );
}

/**
 * 'Your jobs' on the account page: saved work, reopened or duplicated in its calculator
 * (product.md §10), searched and filtered on the server (decision 0408).
 */
export function JobHistory() {
  const [query, setQuery] = useState<JobListQuery>({});
  const { data: jobs, status, refetch, isFetching } = useJobs(query);
  const filtered = isFiltered(query);
  const tier: Tier = useUser().data?.subscriptionTier ?? 'free';
  return (
    <section
      aria-labelledby="job-history-title"
      className="mt-10 rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h2 id="job-history-title" className="text-xl font-bold">
        Your jobs
      </h2>
      <JobHistoryFilter onFilter={setQuery} />
      {filtered && status === 'success' ? (
        <p role="status" className="mt-3 text-base font-semibold text-slate-900">
          {jobs.length === 0 ? NO_MATCHING_JOBS_TEXT : describeMatches(jobs.length)}
        </p>
      ) : null}
      {status === 'pending' ? (
        <Spinner label="Loading your jobs" />
      ) : status === 'error' ? (
        <div
          role="alert"
          className="mt-3 flex flex-col items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <p className="text-base font-medium text-red-800">{JOBS_LOAD_FAILED_TEXT}</p>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            <RefreshCw aria-hidden="true" className={isFetching ? 'animate-spin' : undefined} />
            {isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        </div>
      ) : jobs.length === 0 ? (
        filtered ? null : (
          <p className="mt-3 text-base text-slate-800">{NO_JOBS_TEXT}</p>
        )
      ) : (
        <ul aria-label="Saved jobs" className="mt-2 divide-y divide-slate-200">
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} tier={tier} />
          ))}
        </ul>
      )}
    </section>
  );
}
