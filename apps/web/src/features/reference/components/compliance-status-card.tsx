import { Link } from 'react-router';
import { ClipboardList, RefreshCw } from 'lucide-react';
import type { JobSummary, TestResult } from '@pipeproof/contracts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUser } from '../../../lib/session';
import { signInPathFor } from '../../../lib/return-path';
import { useRecentJobs } from '../api/get-recent-jobs';
import { JobTestVerdicts, formatJobDate } from '../../account';

export const NO_CALCULATIONS_TEXT = 'No calculations yet';
export const SIGNED_OUT_HINT =
  'Sign in to see your recent jobs here, with the PASS or FAIL of every test.';
export const NO_JOBS_HINT = 'Jobs you save from the calculators appear here with their verdicts.';
export const LOAD_FAILED_TEXT = 'Your calculations could not be loaded. Check your connection.';

function countVerdicts(jobs: readonly JobSummary[]): Record<TestResult, number> {
  const counts: Record<TestResult, number> = { PASS: 0, FAIL: 0, PENDING: 0 };
  for (const test of jobs.flatMap((job) => job.tests)) counts[test.testResult] += 1;
  return counts;
}

function VerdictSummary({ jobs }: { jobs: readonly JobSummary[] }) {
  const counts = countVerdicts(jobs);
  const total = counts.PASS + counts.FAIL + counts.PENDING;
  const jobWord = jobs.length === 1 ? 'job' : 'jobs';
  if (total === 0) {
    return (
      <p className="mt-2 text-base">
        No tests recorded on your last {jobs.length} {jobWord}.
      </p>
    );
  }
  const parts = (['PASS', 'FAIL', 'PENDING'] as const)
    .filter((result) => counts[result] > 0)
    .map((result) => `${counts[result]} ${result}`);
  return (
    <p className="mt-2 text-base font-semibold">
      {`${total} ${total === 1 ? 'test' : 'tests'} on your last ${jobs.length} ${jobWord}: ${parts.join(', ')}`}
    </p>
  );
}

function RecentJob({ job }: { job: JobSummary }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="text-base font-bold break-words">{job.jobNumber}</p>
      <p className="text-base break-words text-slate-800">{job.customerName}</p>
      <p className="text-sm text-slate-700">
        <time dateTime={job.updatedAt}>{formatJobDate(job.updatedAt)}</time>
        {' · '}
        {job.calculatorType === 'commercial' ? 'Commercial' : 'Industrial'}
      </p>
      <JobTestVerdicts job={job} label={`Verdicts on job ${job.jobNumber}`} />
    </li>
  );
}

function LoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert" className="mt-3 flex flex-col items-start gap-3">
      <p className="text-base font-medium text-red-800">{LOAD_FAILED_TEXT}</p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={isRetrying ? 'animate-spin' : undefined} />
        {isRetrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}

function CardBody() {
  const userQuery = useUser();
  const isSignedIn = !!userQuery.data;
  const jobsQuery = useRecentJobs(isSignedIn);

  if (userQuery.status === 'pending') return <Spinner label="Loading your calculations" />;
  if (userQuery.status === 'error') {
    return (
      <LoadFailed onRetry={() => void userQuery.refetch()} isRetrying={userQuery.isFetching} />
    );
  }
  if (!isSignedIn) {
    return (
      <>
        <p className="mt-2 text-base font-semibold">{NO_CALCULATIONS_TEXT}</p>
        <p className="mt-1 text-base text-slate-800">{SIGNED_OUT_HINT}</p>
        <Button asChild variant="secondary" className="mt-3">
          <Link to={signInPathFor('/calculations')}>Sign in</Link>
        </Button>
      </>
    );
  }
  if (jobsQuery.status === 'pending') return <Spinner label="Loading your calculations" />;
  if (jobsQuery.status === 'error') {
    return (
      <LoadFailed onRetry={() => void jobsQuery.refetch()} isRetrying={jobsQuery.isFetching} />
    );
  }
  if (jobsQuery.data.length === 0) {
    return (
      <>
        <p className="mt-2 text-base font-semibold">{NO_CALCULATIONS_TEXT}</p>
        <p className="mt-1 text-base text-slate-800">{NO_JOBS_HINT}</p>
      </>
    );
  }
  return (
    <>
      <VerdictSummary jobs={jobsQuery.data} />
      <ul aria-label="Recent jobs" className="mt-2 divide-y divide-slate-200">
        {jobsQuery.data.map((job) => (
          <RecentJob key={job.id} job={job} />
        ))}
      </ul>
      <Button asChild variant="link">
        <Link to="/account">All your jobs</Link>
      </Button>
    </>
  );
}

/** The compliance status card: the user's recent jobs and their verdicts (product.md §2). */
export function ComplianceStatusCard() {
  return (
    <section
      aria-labelledby="compliance-status-title"
      className="mt-6 rounded-xl border-2 border-slate-300 bg-white p-5 sm:p-6"
    >
      <h2 id="compliance-status-title" className="flex items-center gap-3 text-xl font-bold">
        <ClipboardList aria-hidden="true" className="size-8 shrink-0 text-brand" />
        Compliance status
      </h2>
      <CardBody />
    </section>
  );
}
